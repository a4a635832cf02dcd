// Browser side of bench/labels.ts: the production label pipeline (layout, copies, QR or
// Code 128 drawn as SVG, the sheet document, written into a new window and laid out).
import { buildSheetDocument } from "../frontend/src/features/labels/lib/print-labels";
import { DEFAULT_PRINT_SETTINGS, PAPERS } from "../frontend/src/features/labels/lib/print-settings";
import { sheetLayout } from "../frontend/src/features/labels/lib/sheet-layout";
import type { CodeKind } from "../frontend/src/lib/codes/code-svg";

function products(count: number, seed: string) {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Pastillas de freno delanteras ${seed} ${i + 1}`,
    sku: `FRE-PA-${seed}${String(i).padStart(4, "0")}`,
    barcode: `FRE-PA-${seed}${String(i).padStart(4, "0")}-${String(100000 + i)}`,
    sellingPrice: 98000 + i,
    stock: 3,
  }));
}

/** Milliseconds from the click to a laid-out sheet, for `count` distinct products. */
function run(kind: CodeKind, count: number, seed: string) {
  const start = performance.now();
  const settings = { ...DEFAULT_PRINT_SETTINGS, labelType: kind };
  const layout = sheetLayout({ templateColumns: 3, widthPx: 300, heightPx: 150, paper: PAPERS.letter });
  const html = buildSheetDocument(products(count, seed), layout, 1, settings);
  const win = window.open("", "_blank");
  if (!win) throw new Error("window.open was blocked");
  win.document.open();
  win.document.write(html);
  win.document.close();
  // Reading a layout value forces style and layout of the whole sheet: it is ready to print.
  void win.document.body.getBoundingClientRect().height;
  const ms = performance.now() - start;
  const labels = win.document.querySelectorAll(".lbl").length;
  const sheets = win.document.querySelectorAll(".sheet").length;
  win.close();
  return { ms, labels, sheets, html };
}

(window as unknown as { benchLabels: typeof run }).benchLabels = run;
