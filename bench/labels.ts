// Browser benchmark of the bulk label printer: a sheet of 500 labels of 500 distinct products, with
// QR codes and with Code 128 barcodes, built and laid out in Debian's Chromium, as a shop would
// print them. Prints the times (the target is under 1 s each) and checks that a print to PDF of
// the sheet has one page per sheet. Exits non-zero when a target is missed.
import { build } from "vite";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/support/chromium";

const LABELS = Number(process.env.BENCH_LABELS ?? 500);
const TARGET_MS = 1000;
const root = resolve(import.meta.dirname, "..");

async function bundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    root,
    resolve: { alias: { "@": resolve(root, "frontend/src") } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: resolve(root, "bench/labels-entry.ts"),
        formats: ["iife"],
        name: "benchLabelsBundle",
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ("output" in result) {
      const chunk = result.output.find((item) => item.type === "chunk");
      if (chunk && "code" in chunk) return chunk.code;
    }
  }
  throw new Error("The benchmark bundle has no code");
}

interface Run {
  ms: number;
  labels: number;
  sheets: number;
  html: string;
}

async function main() {
  const code = await bundle();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    await page.addScriptTag({ content: code });
    // One warm-up run, as the app has its code loaded when the button is clicked.
    await page.evaluate(() =>
      (window as unknown as { benchLabels: (k: string, n: number, s: string) => Run }).benchLabels(
        "qr",
        20,
        "W",
      ),
    );
    for (const kind of ["qr", "barcode"] as const) {
      const result = await page.evaluate(
        ([k, n]) =>
          (window as unknown as { benchLabels: (k: string, n: number, s: string) => Run }).benchLabels(
            k,
            n,
            k.toUpperCase(),
          ),
        [kind, LABELS] as const,
      );
      const ok = result.ms < TARGET_MS && result.labels === LABELS;
      failed ||= !ok;
      console.log(
        `labels ${kind.padEnd(7)} ${result.labels} labels on ${result.sheets} sheets ready in ${result.ms.toFixed(0)} ms ` +
          `(target < ${TARGET_MS} ms) ${ok ? "ok" : "MISSED"}`,
      );
      // The printed sheet: a PDF of it has one page per sheet (no blank pages between sheets).
      const sheetPage = await browser.newPage();
      await sheetPage.setContent(result.html);
      const pdf = (await sheetPage.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
        "latin1",
      );
      const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
      const pagesOk = pages === result.sheets;
      failed ||= !pagesOk;
      console.log(
        `labels ${kind.padEnd(7)} PDF has ${pages} pages for ${result.sheets} sheets ${pagesOk ? "ok" : "MISSED"}`,
      );
      await sheetPage.close();
    }
  } finally {
    await browser.close();
  }
  if (failed) process.exitCode = 1;
}

await main();
