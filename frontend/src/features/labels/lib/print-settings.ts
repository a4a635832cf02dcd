// The bulk printer's settings and their defaults.
import type { CodeKind } from "@/lib/codes/code-svg";

export type BorderStyle = "solid" | "dashed" | "dotted" | "none";
export type PaperId = "letter" | "a4";

export interface PrintSettings {
  labelType: CodeKind;
  /** The template_id of the chosen label template. */
  layout: string;
  copies: number;
  /** Beyond the specification: one label per unit in stock instead of `copies`. */
  copiesFromStock: boolean;
  /** Beyond the specification: 1-based position of the first label on the first sheet. */
  startPosition: number;
  showName: boolean;
  showSku: boolean;
  showPrice: boolean;
  /** Beyond the specification: a 'Compatibilidad' line with the first models the part fits. */
  showCompatibility: boolean;
  width: number;
  height: number;
  background: string;
  foreground: string;
  borderStyle: BorderStyle;
  borderWidth: number;
  /** 'custom', a label size's size_id or a media preset id. */
  sizePreset: string;
  /** Paper of the sheet when no media preset fixes it. */
  paper: PaperId;
}

export const CUSTOM_PRESET = "custom";

export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  labelType: "qr",
  layout: "standard",
  copies: 1,
  copiesFromStock: false,
  startPosition: 1,
  showName: true,
  showSku: true,
  showPrice: true,
  showCompatibility: false,
  width: 300,
  height: 150,
  background: "#ffffff",
  foreground: "#000000",
  borderStyle: "dashed",
  borderWidth: 1,
  sizePreset: CUSTOM_PRESET,
  paper: "letter",
};

export const BORDER_STYLES: { value: BorderStyle; label: string }[] = [
  { value: "solid", label: "Sólido" },
  { value: "dashed", label: "Discontinuo" },
  { value: "dotted", label: "Punteado" },
  { value: "none", label: "Sin borde" },
];

export const PAPERS: Record<PaperId, { label: string; widthMm: number; heightMm: number }> = {
  letter: { label: "Carta (216 x 279 mm)", widthMm: 215.9, heightMm: 279.4 },
  a4: { label: "A4 (210 x 297 mm)", widthMm: 210, heightMm: 297 },
};
