import { describe, expect, it } from "vitest";
import type { LabelSize, LabelTemplate } from "@/lib/api/types";
import { IMPORT_MESSAGES, exportFile, exportFileName, parseImportFile } from "./label-transfer";

const template: LabelTemplate = {
  id: 7,
  template_id: "standard",
  name: "Estándar",
  columns: 2,
  width: 288,
  height: 192,
  description: null,
  is_active: true,
};
const size: LabelSize = {
  id: 3,
  size_id: "small",
  name: "Pequeña",
  width: 192,
  height: 96,
  description: "1 x 2",
  is_predefined: true,
};

describe("export", () => {
  it("writes templates and sizes without their database ids", () => {
    const file = exportFile([template], [size], new Date("2024-05-06T10:00:00Z"));
    expect(file.templates[0]).not.toHaveProperty("id");
    expect(file.sizes[0]).toMatchObject({ size_id: "small", width: 192 });
    expect(exportFileName(new Date("2024-05-06T10:00:00Z"))).toBe("etiquetas-2024-05-06.json");
  });

  it("reads back what it wrote", () => {
    const result = parseImportFile(JSON.stringify(exportFile([template], [size])));
    expect(result).toEqual({
      ok: true,
      templates: [{ ...template, id: undefined }].map(({ id: _id, ...rest }) => rest),
      sizes: [{ ...size, id: undefined }].map(({ id: _id, ...rest }) => rest),
    });
  });
});

describe("import validation", () => {
  const file = (body: unknown) => JSON.stringify(body);

  it("refuses what is not JSON, not an export, or empty", () => {
    expect(parseImportFile("{oops")).toEqual({ ok: false, message: IMPORT_MESSAGES.notJson });
    expect(parseImportFile(file([1, 2]))).toEqual({ ok: false, message: IMPORT_MESSAGES.notLabels });
    expect(parseImportFile(file({ templates: [] }))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.notLabels,
    });
    expect(parseImportFile(file({ templates: [], sizes: [] }))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.empty,
    });
  });

  it("names the first entry that breaks a form rule", () => {
    const bad = { templates: [{ ...template }, { ...template, template_id: "b", columns: 12 }], sizes: [] };
    expect(parseImportFile(file(bad))).toEqual({
      ok: false,
      message: "Plantilla 2: Las columnas deben ser un número entero entre 1 y 10",
    });
    expect(parseImportFile(file({ templates: [], sizes: [{ ...size, name: "" }] }))).toEqual({
      ok: false,
      message: "Tamaño 1: El nombre es obligatorio",
    });
    expect(parseImportFile(file({ templates: ["x"], sizes: [] }))).toEqual({
      ok: false,
      message: "Plantilla 1: no es un objeto.",
    });
  });

  it("refuses an id repeated in the file", () => {
    expect(parseImportFile(file({ templates: [template, template], sizes: [] }))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.duplicateTemplate("standard"),
    });
  });
});
