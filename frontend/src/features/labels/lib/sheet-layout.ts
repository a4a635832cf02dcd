// Where labels go on paper. Without a media preset the specification's rule holds: templates of 3
// columns print in landscape with 6 mm margins and 10 px gaps, others in portrait with 8 mm and
// 15 px; the rows follow from the paper. A media preset fixes page, grid and margins itself.
import { mmToPx, pxToMm } from "./label-rules";
import type { MediaPreset } from "./media-presets";

export type Orientation = "portrait" | "landscape";

export interface PageRule {
  orientation: Orientation;
  marginMm: number;
  gapPx: number;
}

export interface SheetLayout {
  orientation: Orientation;
  pageWidthMm: number;
  pageHeightMm: number;
  marginTopMm: number;
  marginLeftMm: number;
  gapXMm: number;
  gapYMm: number;
  columns: number;
  rows: number;
  perSheet: number;
  labelWidthMm: number;
  labelHeightMm: number;
}

export function pageRule(templateColumns: number): PageRule {
  return templateColumns === 3
    ? { orientation: "landscape", marginMm: 6, gapPx: 10 }
    : { orientation: "portrait", marginMm: 8, gapPx: 15 };
}

/** How many boxes of `size` fit in `room` with `gap` between them (at least 1). */
function fit(room: number, size: number, gap: number): number {
  // A hair of tolerance: 3 x 63.5 mm + 2 gaps must fit an area computed to the same value.
  return Math.max(1, Math.floor((room + gap + 0.01) / (size + gap)));
}

export function sheetLayout(options: {
  templateColumns: number;
  widthPx: number;
  heightPx: number;
  paper: { widthMm: number; heightMm: number };
  media?: MediaPreset;
}): SheetLayout {
  const { media } = options;
  if (media) {
    return {
      orientation: media.pageWidthMm > media.pageHeightMm ? "landscape" : "portrait",
      pageWidthMm: media.pageWidthMm,
      pageHeightMm: media.pageHeightMm,
      marginTopMm: media.marginTopMm,
      marginLeftMm: media.marginLeftMm,
      gapXMm: media.gapXMm,
      gapYMm: media.gapYMm,
      columns: media.columns,
      rows: media.rows,
      perSheet: media.columns * media.rows,
      labelWidthMm: media.labelWidthMm,
      labelHeightMm: media.labelHeightMm,
    };
  }
  const rule = pageRule(options.templateColumns);
  const short = Math.min(options.paper.widthMm, options.paper.heightMm);
  const long = Math.max(options.paper.widthMm, options.paper.heightMm);
  const [pageWidthMm, pageHeightMm] = rule.orientation === "landscape" ? [long, short] : [short, long];
  const gapMm = pxToMm(rule.gapPx);
  const labelWidthMm = pxToMm(options.widthPx);
  const labelHeightMm = pxToMm(options.heightPx);
  // The template asks for its columns; a label too wide for them gets fewer rather than spilling.
  const columns = Math.min(
    Math.max(1, options.templateColumns),
    fit(pageWidthMm - 2 * rule.marginMm, labelWidthMm, gapMm),
  );
  const rows = fit(pageHeightMm - 2 * rule.marginMm, labelHeightMm, gapMm);
  return {
    orientation: rule.orientation,
    pageWidthMm,
    pageHeightMm,
    marginTopMm: rule.marginMm,
    marginLeftMm: rule.marginMm,
    gapXMm: gapMm,
    gapYMm: gapMm,
    columns,
    rows,
    perSheet: columns * rows,
    labelWidthMm,
    labelHeightMm,
  };
}

/** 'Empezar en la posición': a position on the first sheet from 1 to the labels per sheet. */
export function clampStartPosition(value: number, perSheet: number): number {
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(Math.max(1, perSheet), Math.floor(value));
}

export interface SheetPlan {
  /** Positions left empty at the start of the first sheet. */
  skipped: number;
  sheets: number;
  labels: number;
}

export function planSheets(labelCount: number, perSheet: number, startPosition: number): SheetPlan {
  const skipped = clampStartPosition(startPosition, perSheet) - 1;
  const sheets = labelCount === 0 ? 0 : Math.ceil((skipped + labelCount) / perSheet);
  return { skipped, sheets, labels: labelCount };
}

/** Splits skipped positions plus labels into sheets; null marks an empty (used) position. */
export function paginate<T>(labels: readonly T[], perSheet: number, startPosition: number): (T | null)[][] {
  const { skipped } = planSheets(labels.length, perSheet, startPosition);
  if (labels.length === 0) return [];
  const slots: (T | null)[] = [...Array.from({ length: skipped }, () => null), ...labels];
  const sheets: (T | null)[][] = [];
  for (let i = 0; i < slots.length; i += perSheet) sheets.push(slots.slice(i, i + perSheet));
  return sheets;
}

/** Pixel size of a media preset's label, for the width and height fields. */
export function mediaSizePx(media: MediaPreset): { width: number; height: number } {
  return { width: Math.round(mmToPx(media.labelWidthMm)), height: Math.round(mmToPx(media.labelHeightMm)) };
}
