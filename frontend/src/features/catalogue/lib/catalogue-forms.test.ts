import { describe, expect, it } from "vitest";
import {
  BRAND_NAME_REQUIRED,
  CATEGORY_NAME_REQUIRED,
  SUBCATEGORY_NAME_REQUIRED,
  brandFormValues,
  categoryFormValues,
  toBrandInput,
  toCategoryInput,
  toSubcategoryInput,
  toggleId,
  validateBrand,
  validateCategory,
  validateSubcategory,
} from "./catalogue-forms";

describe("name validation", () => {
  it("refuses a blank name with the message of each form", () => {
    expect(validateCategory({ name: "   ", description: "x" })).toEqual({ name: CATEGORY_NAME_REQUIRED });
    expect(validateSubcategory({ name: "", description: "" })).toEqual({ name: SUBCATEGORY_NAME_REQUIRED });
    expect(validateBrand({ ...brandFormValues(), name: "\t" })).toEqual({ name: BRAND_NAME_REQUIRED });
  });

  it("accepts a name with letters", () => {
    expect(validateCategory({ name: " Motor ", description: "" })).toEqual({});
  });

  it("uses the specification's texts", () => {
    expect(CATEGORY_NAME_REQUIRED).toBe("El nombre de la categoría es obligatorio");
    expect(SUBCATEGORY_NAME_REQUIRED).toBe("El nombre de la subcategoría es obligatorio");
    expect(BRAND_NAME_REQUIRED).toBe("El nombre de la marca es obligatorio");
  });
});

describe("payloads", () => {
  it("trims the name and sends null for an empty description", () => {
    expect(toCategoryInput({ name: "  Frenos ", description: "  " })).toEqual({
      name: "Frenos",
      description: null,
    });
    expect(toSubcategoryInput({ name: "Discos", description: " Ventilados " }, 2)).toEqual({
      name: "Discos",
      description: "Ventilados",
      categoryId: 2,
    });
  });

  it("sends every brand field, empty ones as null, category ids once and sorted", () => {
    const values = { ...brandFormValues(), name: " Hella ", country: "Alemania", categoryIds: [5, 2, 5] };
    expect(toBrandInput(values)).toEqual({
      name: "Hella",
      description: null,
      logoUrl: null,
      country: "Alemania",
      website: null,
      categoryIds: [2, 5],
    });
  });

  it("starts an edit form from the stored values", () => {
    expect(categoryFormValues({ id: 1, name: "Motor", description: null })).toEqual({
      name: "Motor",
      description: "",
    });
    const brand = {
      id: 3,
      name: "Denso",
      description: "Refrigeración",
      logoUrl: null,
      country: "Japón",
      website: "https://www.denso.com",
      categoryIds: [7],
    };
    expect(brandFormValues(brand)).toMatchObject({
      name: "Denso",
      logoUrl: "",
      country: "Japón",
      categoryIds: [7],
    });
  });
});

describe("toggleId", () => {
  it("adds a missing id and removes a present one", () => {
    expect(toggleId([1, 3], 2)).toEqual([1, 3, 2]);
    expect(toggleId([1, 3], 1)).toEqual([3]);
  });
});
