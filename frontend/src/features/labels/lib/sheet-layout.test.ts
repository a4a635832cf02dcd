import { describe, expect, it } from "vitest";
import { findMediaPreset, MEDIA_PRESETS } from "./media-presets";
import { PAPERS } from "./print-settings";
import { clampStartPosition, mediaSizePx, pageRule, paginate, planSheets, sheetLayout } from "./sheet-layout";

describe("page rule", () => {
  it("prints 3-column templates in landscape with 6 mm margins and 10 px gaps", () => {
    expect(pageRule(3)).toEqual({ orientation: "landscape", marginMm: 6, gapPx: 10 });
  });
  it("prints the others in portrait with 8 mm margins and 15 px gaps", () => {
    expect(pageRule(1)).toEqual({ orientation: "portrait", marginMm: 8, gapPx: 15 });
    expect(pageRule(2)).toEqual({ orientation: "portrait", marginMm: 8, gapPx: 15 });
    expect(pageRule(4)).toEqual({ orientation: "portrait", marginMm: 8, gapPx: 15 });
  });
});

describe("sheet layout", () => {
  it("lays a 3-column template on a landscape page", () => {
    const layout = sheetLayout({ templateColumns: 3, widthPx: 300, heightPx: 150, paper: PAPERS.letter });
    expect(layout.orientation).toBe("landscape");
    expect(layout.pageWidthMm).toBeCloseTo(279.4);
    expect(layout.marginTopMm).toBe(6);
    expect(layout.gapXMm).toBeCloseTo(2.646, 2);
    expect(layout.columns).toBe(3);
    // (215.9 - 12 + 2.65) / (39.69 + 2.65) = 4.87 → 4 rows.
    expect(layout.rows).toBe(4);
    expect(layout.perSheet).toBe(12);
  });

  it("lays a 2-column template on a portrait page", () => {
    const layout = sheetLayout({ templateColumns: 2, widthPx: 300, heightPx: 150, paper: PAPERS.a4 });
    expect(layout).toMatchObject({
      orientation: "portrait",
      pageWidthMm: 210,
      pageHeightMm: 297,
      marginTopMm: 8,
    });
    expect(layout.gapYMm).toBeCloseTo(3.969, 2);
    expect(layout.columns).toBe(2);
    expect(layout.rows).toBe(6);
  });

  it("gives a label too wide for the template's columns fewer columns", () => {
    const layout = sheetLayout({ templateColumns: 3, widthPx: 1000, heightPx: 150, paper: PAPERS.letter });
    expect(layout.columns).toBe(1);
  });

  it("takes page, grid and margins from a media preset", () => {
    const media = findMediaPreset("letter-30");
    const layout = sheetLayout({ templateColumns: 2, widthPx: 300, heightPx: 150, paper: PAPERS.a4, media });
    expect(layout).toMatchObject({
      columns: 3,
      rows: 10,
      perSheet: 30,
      marginTopMm: 12.7,
      orientation: "portrait",
    });
    expect(layout.labelWidthMm).toBeCloseTo(66.675);
  });

  it("has media presets whose grid fits their page", () => {
    for (const m of MEDIA_PRESETS) {
      const width = m.marginLeftMm + m.columns * m.labelWidthMm + (m.columns - 1) * m.gapXMm;
      const height = m.marginTopMm + m.rows * m.labelHeightMm + (m.rows - 1) * m.gapYMm;
      expect(width, m.id).toBeLessThanOrEqual(m.pageWidthMm + 0.01);
      expect(height, m.id).toBeLessThanOrEqual(m.pageHeightMm + 0.01);
    }
    expect(mediaSizePx(findMediaPreset("thermal-2x1")!)).toEqual({ width: 192, height: 96 });
  });
});

describe("start position and sheets", () => {
  it("clamps the start position to the sheet", () => {
    expect(clampStartPosition(0, 21)).toBe(1);
    expect(clampStartPosition(5, 21)).toBe(5);
    expect(clampStartPosition(40, 21)).toBe(21);
    expect(clampStartPosition(Number.NaN, 21)).toBe(1);
  });

  it("skips the used positions of the first sheet and counts the sheets", () => {
    expect(planSheets(21, 21, 1)).toEqual({ skipped: 0, sheets: 1, labels: 21 });
    expect(planSheets(21, 21, 2)).toEqual({ skipped: 1, sheets: 2, labels: 21 });
    expect(planSheets(0, 21, 5)).toEqual({ skipped: 4, sheets: 0, labels: 0 });
  });

  it("splits blanks and labels into sheets", () => {
    const sheets = paginate(["a", "b", "c", "d", "e"], 4, 3);
    expect(sheets).toEqual([
      [null, null, "a", "b"],
      ["c", "d", "e"],
    ]);
    expect(paginate([], 4, 3)).toEqual([]);
  });
});
