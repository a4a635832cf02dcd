import { describe, expect, it } from "vitest";
import { checkCustomerNames } from "./customer-rules";

describe("checkCustomerNames", () => {
  it("needs first and last name for a natural person", () => {
    expect(checkCustomerNames({ customer_type: "natural", first_name: "Ana", last_name: "" })).toBe(
      "El apellido es obligatorio para una persona natural",
    );
    expect(checkCustomerNames({ customer_type: "natural", last_name: "Rojas" })).toBe(
      "El nombre es obligatorio para una persona natural",
    );
    expect(
      checkCustomerNames({ customer_type: "natural", first_name: "Ana", last_name: "Rojas" }),
    ).toBeNull();
  });

  it("needs a business name for a legal person, not personal names", () => {
    expect(checkCustomerNames({ customer_type: "juridica", first_name: "Ana", last_name: "Rojas" })).toBe(
      "La razón social es obligatoria para una persona jurídica",
    );
    expect(
      checkCustomerNames({ customer_type: "juridica", business_name: "Repuestos El Sol C.A." }),
    ).toBeNull();
  });
});
