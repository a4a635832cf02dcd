import { describe, expect, it } from "vitest";
import { PAPERS, DEFAULT_PRINT_SETTINGS } from "./print-settings";
import { codeValue, labelCss, labelFontPt, labelHtml, sheetDocument } from "./label-html";
import { paginate, sheetLayout } from "./sheet-layout";

const product = {
  id: 4,
  name: "Filtro <aceite>",
  sku: "MOT-FI-1234",
  barcode: null,
  sellingPrice: 68000,
  stock: 3,
};

describe("label markup", () => {
  it("shows name, SKU and the price with $ and 2 decimals, escaping text", () => {
    const html = labelHtml(product, DEFAULT_PRINT_SETTINGS);
    expect(html).toContain("Filtro &lt;aceite&gt;");
    expect(html).toContain("SKU: MOT-FI-1234");
    expect(html).toContain("$68,000.00");
    expect(html).toContain('aria-label="Código QR de MOT-FI-1234"');
  });

  it("leaves out what the toggles hide and draws a barcode when asked", () => {
    const html = labelHtml(product, {
      ...DEFAULT_PRINT_SETTINGS,
      labelType: "barcode",
      showName: false,
      showPrice: false,
    });
    expect(html).not.toContain("Filtro");
    expect(html).not.toContain("$");
    expect(html).toContain("Código de barras de MOT-FI-1234");
  });

  it("prints the 'Compatibilidad' line only with the option on and a line to print", () => {
    const fitting = { ...product, compatibility: "Compatibilidad: Chevrolet Spark <2010>" };
    expect(labelHtml(fitting, DEFAULT_PRINT_SETTINGS)).not.toContain("Compatibilidad");
    const on = { ...DEFAULT_PRINT_SETTINGS, showCompatibility: true };
    expect(labelHtml(fitting, on)).toContain(
      '<div class="lbl-fit">Compatibilidad: Chevrolet Spark &lt;2010&gt;</div>',
    );
    expect(labelHtml({ ...product, compatibility: null }, on)).not.toContain("lbl-fit");
  });

  it("encodes the barcode when there is one, else the SKU", () => {
    expect(codeValue({ sku: "A", barcode: "A-123456" })).toBe("A-123456");
    expect(codeValue({ sku: "A", barcode: " " })).toBe("A");
  });

  it("draws the border style and the colours", () => {
    expect(labelCss(".s", { ...DEFAULT_PRINT_SETTINGS, borderStyle: "dotted" }, 50, 25)).toContain(
      "border:1px dotted #000000",
    );
    expect(labelCss(".s", { ...DEFAULT_PRINT_SETTINGS, borderStyle: "none" }, 50, 25)).toContain(
      "border:none",
    );
    expect(labelCss(".s", { ...DEFAULT_PRINT_SETTINGS, background: "#ffee00" }, 50, 25)).toContain(
      "background:#ffee00",
    );
    expect(labelFontPt(25)).toBe(5);
    expect(labelFontPt(300)).toBe(16);
  });
});

describe("sheet document", () => {
  it("has one section per sheet, the page size in mm and every label", () => {
    const layout = sheetLayout({ templateColumns: 3, widthPx: 300, heightPx: 150, paper: PAPERS.letter });
    const labels = Array.from({ length: 25 }, () => product);
    const html = sheetDocument(paginate(labels, layout.perSheet, 2), layout, DEFAULT_PRINT_SETTINGS);
    expect(html.match(/<section class="sheet">/g)).toHaveLength(3);
    expect(html.match(/class="lbl"/g)).toHaveLength(25);
    expect(html.match(/slot-empty/g)).toHaveLength(1);
    expect(html).toContain("@page{size:279.4mm 215.9mm;margin:0}");
  });
});
