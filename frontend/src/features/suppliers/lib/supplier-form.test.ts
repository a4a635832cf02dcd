import { describe, expect, it } from "vitest";
import { SAMPLE_SUPPLIERS } from "../data/sample-suppliers";
import {
  EMPTY_SUPPLIER_FORM,
  formValuesOf,
  isSupplierFormValid,
  parseLeadTime,
  supplierEmailProblem,
  supplierFromForm,
  supplierInputFromForm,
  supplierInputOf,
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

describe("supplier form on the server ('Modo mostrador')", () => {
  it("sends the tax id and a whole lead time, blanks as null", () => {
    expect(
      supplierInputFromForm({
        ...EMPTY_SUPPLIER_FORM,
        name: " Frenos Unidos ",
        taxId: " J-40111222-3 ",
        leadTimeDays: "10",
        rating: "4",
      }),
    ).toEqual({
      name: "Frenos Unidos",
      contactPerson: null,
      email: null,
      phone: null,
      address: null,
      city: null,
      country: null,
      status: "active",
      rating: 4,
      taxId: "J-40111222-3",
      leadTimeDays: 10,
    });
    expect(
      supplierInputFromForm({ ...EMPTY_SUPPLIER_FORM, name: "X", leadTimeDays: "2.5" }).leadTimeDays,
    ).toBeNull();
    expect(parseLeadTime("")).toBeNull();
    expect(parseLeadTime("366")).toBeNull();
    expect(parseLeadTime("0")).toBe(0);
  });

  it("uploads a local supplier without a tax id or lead time", () => {
    const input = supplierInputOf(SAMPLE_SUPPLIERS[0]!);
    expect(input).toMatchObject({ name: SAMPLE_SUPPLIERS[0]!.name, taxId: null, leadTimeDays: null });
    expect(input).not.toHaveProperty("productsCount");
  });
});
