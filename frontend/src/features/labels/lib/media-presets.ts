// Real label media (beyond the specification): adhesive sheets and thermal rolls, each with its
// page, grid and margins in millimetres, so a print to PDF lands on the media's die-cut labels.

export interface MediaPreset {
  id: string;
  name: string;
  kind: "sheet" | "roll";
  pageWidthMm: number;
  pageHeightMm: number;
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  marginTopMm: number;
  marginLeftMm: number;
  gapXMm: number;
  gapYMm: number;
}

const IN = 25.4;

export const MEDIA_PRESETS: readonly MediaPreset[] = [
  {
    // Avery L7160 and equivalents: 21 labels of 63.5 x 38.1 mm.
    id: "a4-3x7",
    name: "A4 · 3 x 7 (63,5 x 38,1 mm)",
    kind: "sheet",
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 7,
    labelWidthMm: 63.5,
    labelHeightMm: 38.1,
    marginTopMm: 15.15,
    marginLeftMm: 7.2,
    gapXMm: 2.5,
    gapYMm: 0,
  },
  {
    // 24 labels of 70 x 37 mm, edge to edge.
    id: "a4-3x8",
    name: "A4 · 3 x 8 (70 x 37 mm)",
    kind: "sheet",
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 8,
    labelWidthMm: 70,
    labelHeightMm: 37,
    marginTopMm: 0.5,
    marginLeftMm: 0,
    gapXMm: 0,
    gapYMm: 0,
  },
  {
    // Avery 5160: 30 labels of 1" x 2-5/8".
    id: "letter-30",
    name: 'Carta · 30 etiquetas (1" x 2-5/8")',
    kind: "sheet",
    pageWidthMm: 8.5 * IN,
    pageHeightMm: 11 * IN,
    columns: 3,
    rows: 10,
    labelWidthMm: 2.625 * IN,
    labelHeightMm: 1 * IN,
    marginTopMm: 0.5 * IN,
    marginLeftMm: 0.1875 * IN,
    gapXMm: 0.125 * IN,
    gapYMm: 0,
  },
  roll("thermal-50x25", "Térmica 50 x 25 mm", 50, 25),
  roll("thermal-2x1", 'Térmica 2" x 1"', 2 * IN, 1 * IN),
  roll("thermal-4x6", 'Térmica 4" x 6"', 4 * IN, 6 * IN),
];

/** A thermal roll: the page is the label, one per page. */
function roll(id: string, name: string, widthMm: number, heightMm: number): MediaPreset {
  return {
    id,
    name,
    kind: "roll",
    pageWidthMm: widthMm,
    pageHeightMm: heightMm,
    columns: 1,
    rows: 1,
    labelWidthMm: widthMm,
    labelHeightMm: heightMm,
    marginTopMm: 0,
    marginLeftMm: 0,
    gapXMm: 0,
    gapYMm: 0,
  };
}

export function findMediaPreset(id: string): MediaPreset | undefined {
  return MEDIA_PRESETS.find((preset) => preset.id === id);
}
