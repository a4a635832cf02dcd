import { describe, expect, it } from "vitest";
import { SAMPLE_SUPPLIERS } from "../data/sample-suppliers";
import {
  EMPTY_SUPPLIER_FORM,
  formValuesOf,
  isSupplierFormValid,
  supplierEmailProblem,
  supplierFromForm,
} from "./supplier-form";

describe("supplier form", () => {
  it("requires a name that is not blank", () => {
    expect(isSupplierFormValid(EMPTY_SUPPLIER_FORM)).toBe(false);
    expect(isSupplierFormValid({ ...EMPTY_SUPPLIER_FORM, name: "   " })).toBe(false);
    expect(isSupplierFormValid({ ...EMPTY_SUPPLIER_FORM, name: "Lubricantes Oriente" })).toBe(true);
  });

  it("refuses an e-mail that is not one, under the form's label; blank is fine", () => {
    expect(supplierEmailProblem({ ...EMPTY_SUPPLIER_FORM, email: "no-es-correo" })).toBe(
      "El campo 'Correo electrónico' no tiene un formato válido",
    );
    expect(supplierEmailProblem({ ...EMPTY_SUPPLIER_FORM, email: "ventas@oriente.com.ve" })).toBeNull();
    expect(supplierEmailProblem(EMPTY_SUPPLIER_FORM)).toBeNull();
  });

  it("creates a supplier with the next id, no counts, blanks as null", () => {
    const created = supplierFromForm(
      { ...EMPTY_SUPPLIER_FORM, name: "  Lubricantes Oriente ", email: "a@b.co", rating: "3" },
      null,
      SAMPLE_SUPPLIERS,
    );
    expect(created).toEqual({
      id: 4,
      name: "Lubricantes Oriente",
      contactPerson: null,
      email: "a@b.co",
      phone: null,
      address: null,
      city: null,
      country: null,
      status: "active",
      rating: 3,
      productsCount: 0,
      ordersCount: 0,
    });
  });

  it("keeps 0 stars apart from 'Sin valoración'", () => {
    expect(supplierFromForm({ ...EMPTY_SUPPLIER_FORM, name: "X", rating: "0" }, null, []).rating).toBe(0);
    expect(supplierFromForm({ ...EMPTY_SUPPLIER_FORM, name: "X", rating: "" }, null, []).rating).toBeNull();
  });

  it("edits keeping id and counts, round-tripping the form values", () => {
    const original = SAMPLE_SUPPLIERS[1]!;
    const values = formValuesOf(original);
    expect(supplierFromForm(values, original, SAMPLE_SUPPLIERS)).toEqual(original);
    const edited = supplierFromForm(
      { ...values, status: "inactive", rating: "" },
      original,
      SAMPLE_SUPPLIERS,
    );
    expect(edited).toMatchObject({
      id: 2,
      status: "inactive",
      rating: null,
      productsCount: 89,
      ordersCount: 12,
    });
  });
});
