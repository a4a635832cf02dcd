import { describe, expect, it } from "vitest";
import { CUSTOMER_MESSAGES as REQUIRED_MESSAGES } from "@rules/customer-rules";
import { EMPTY_CUSTOMER_FORM, customerInput, validateCustomerForm } from "./customer-form";
import { VENEZUELAN_STATES } from "./venezuelan-states";

describe("validateCustomerForm", () => {
  it("asks a natural person for document, first and last name", () => {
    expect(validateCustomerForm(EMPTY_CUSTOMER_FORM)).toEqual({
      document_number: REQUIRED_MESSAGES.document_number,
      first_name: REQUIRED_MESSAGES.first_name,
      last_name: REQUIRED_MESSAGES.last_name,
    });
  });
  it("asks a legal person for the business name only", () => {
    const values = { ...EMPTY_CUSTOMER_FORM, customer_type: "juridica" as const, document_number: "J-1" };
    expect(validateCustomerForm(values)).toEqual({ business_name: REQUIRED_MESSAGES.business_name });
  });
  it("refuses an e-mail that is not one, in the form's words; a blank one is fine", () => {
    const values = { ...EMPTY_CUSTOMER_FORM, document_number: "V-1", first_name: "Ana", last_name: "Gil" };
    expect(validateCustomerForm({ ...values, email: "esto no es un correo" })).toEqual({
      email: "El campo 'Email' no tiene un formato válido",
    });
    expect(validateCustomerForm({ ...values, email: "ana@taller.com.ve" })).toEqual({});
    expect(validateCustomerForm({ ...values, email: "  " })).toEqual({});
  });
  it("accepts a complete natural person", () => {
    const values = { ...EMPTY_CUSTOMER_FORM, document_number: "V-1", first_name: "Ana", last_name: "Gil" };
    expect(validateCustomerForm(values)).toEqual({});
  });
});

describe("customerInput", () => {
  it("trims, sends blanks as null and drops the other type's names", () => {
    const body = customerInput({
      ...EMPTY_CUSTOMER_FORM,
      customer_type: "juridica",
      document_type: "rif",
      document_number: " J-30123456-7 ",
      first_name: "left over",
      business_name: "Taller C.A.",
      tax_id: "J-30123456-7",
      state: "Zulia",
      email: "  ",
    });
    expect(body).toMatchObject({
      document_number: "J-30123456-7",
      first_name: null,
      last_name: null,
      business_name: "Taller C.A.",
      tax_id: "J-30123456-7",
      state: "Zulia",
      email: null,
    });
  });
  it("sends an unknown state as null", () => {
    expect(customerInput({ ...EMPTY_CUSTOMER_FORM, state: "Texas" }).state).toBeNull();
  });
});

describe("VENEZUELAN_STATES", () => {
  it("lists the 24 entities from Amazonas to Zulia with Distrito Capital", () => {
    expect(VENEZUELAN_STATES).toHaveLength(24);
    expect(VENEZUELAN_STATES[0]).toBe("Amazonas");
    expect(VENEZUELAN_STATES.at(-1)).toBe("Zulia");
    expect(VENEZUELAN_STATES).toContain("Distrito Capital");
  });
});
