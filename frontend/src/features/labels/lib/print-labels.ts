// From the chosen labels to the print window, and the texts of its two refusals.
import { sheetDocument, type LabelLook, type LabelProduct } from "./label-html";
import { PRINT_BLOCKED, printInNewWindow, type Opener } from "@/lib/print-window";
import { paginate, type SheetLayout } from "./sheet-layout";

export const PRINT_MESSAGES = {
  nothingSelected: {
    title: "No hay productos seleccionados",
    description: "Por favor, seleccione al menos un producto para imprimir etiquetas.",
  },
  blocked: PRINT_BLOCKED,
} as const;

/** The whole print document of these labels. */
export function buildSheetDocument(
  labels: readonly LabelProduct[],
  layout: SheetLayout,
  startPosition: number,
  look: LabelLook,
): string {
  return sheetDocument(paginate(labels, layout.perSheet, startPosition), layout, look);
}

export function printLabels(
  labels: readonly LabelProduct[],
  layout: SheetLayout,
  startPosition: number,
  look: LabelLook,
  opener?: Opener,
): "printing" | "blocked" {
  const html = buildSheetDocument(labels, layout, startPosition, look);
  return printInNewWindow(html, opener) ? "printing" : "blocked";
}
