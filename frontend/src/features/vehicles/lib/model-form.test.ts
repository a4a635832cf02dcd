import { describe, expect, it } from "vitest";
import { EMPTY_MODEL_FORM, formFromModel, modelBody, validateModelForm } from "./model-form";

describe("model form", () => {
  it("requires a make and a name, and years in order", () => {
    expect(validateModelForm(EMPTY_MODEL_FORM)).toEqual({
      makeKey: "La marca es obligatoria",
      name: "El nombre del modelo es obligatorio",
    });
    expect(
      validateModelForm({ makeKey: "brand-1", name: "Spark", yearFrom: "2015", yearTo: "2010", engine: "" }),
    ).toEqual({ yearTo: "El año inicial no puede ser mayor que el año final" });
    expect(
      validateModelForm({ makeKey: "brand-1", name: "Spark", yearFrom: "", yearTo: "2010", engine: "" }),
    ).toEqual({});
  });

  it("sends integer years or null and a null engine when empty", () => {
    expect(
      modelBody({ makeKey: "brand-1", name: " Spark GT ", yearFrom: "2010", yearTo: "", engine: "  " }),
    ).toEqual({
      name: "Spark GT",
      yearFrom: 2010,
      yearTo: null,
      engine: null,
    });
  });

  it("fills the form from a model", () => {
    expect(
      formFromModel({
        key: "vehicle-3",
        id: 3,
        name: "Aveo",
        makeKey: "brand-14",
        makeId: 14,
        makeName: "Chevrolet",
        yearFrom: null,
        yearTo: 2018,
        engine: null,
      }),
    ).toEqual({ makeKey: "brand-14", name: "Aveo", yearFrom: "", yearTo: "2018", engine: "" });
  });
});
