import { describe, expect, it } from "vitest";
import type { Customer } from "@/lib/api/types";
import {
  NO_FILTERS,
  canModifyCustomer,
  countCustomers,
  creatorName,
  customerName,
  filterCustomers,
  hasFilters,
} from "./customer-display";

function customer(overrides: Partial<Customer>): Customer {
  return {
    id: 1,
    customer_type: "natural",
    document_type: "cedula",
    document_number: "V-12345678",
    first_name: "José",
    last_name: "Rodríguez",
    business_name: null,
    tax_id: null,
    email: "jose@example.com",
    phone: "+58 412-555-0101",
    address: null,
    city: null,
    state: null,
    postal_code: null,
    notes: null,
    created_by: 2,
    created_by_name: "Carlos Pérez",
    created_at: "2024-05-01T12:00:00.000Z",
    ...overrides,
  };
}

const jose = customer({});
const taller = customer({
  id: 2,
  customer_type: "juridica",
  document_type: "rif",
  document_number: "J-30123456-7",
  first_name: null,
  last_name: null,
  business_name: "Taller El Pistón C.A.",
  tax_id: "J-30123456-7",
  email: null,
  phone: "0241-555-0199",
  created_by: 3,
  created_by_name: null,
});
const ana = customer({
  id: 3,
  document_type: "passport",
  document_number: "P-998877",
  first_name: "Ana",
  last_name: "Martínez",
  email: "ANA@correo.com",
});

describe("customerName", () => {
  it("joins first and last name of a natural person", () => {
    expect(customerName(jose)).toBe("José Rodríguez");
  });
  it("uses the business name of a legal person", () => {
    expect(customerName(taller)).toBe("Taller El Pistón C.A.");
  });
  it("says 'Sin nombre' when there is none", () => {
    expect(customerName(customer({ first_name: null, last_name: " " }))).toBe("Sin nombre");
    expect(customerName(customer({ customer_type: "juridica", business_name: null }))).toBe("Sin nombre");
  });
});

describe("creatorName", () => {
  it("shows 'Desconocido' when the creator's name is missing", () => {
    expect(creatorName(taller)).toBe("Desconocido");
    expect(creatorName(jose)).toBe("Carlos Pérez");
  });
});

describe("filterCustomers", () => {
  const all = [jose, taller, ana];
  it("searches name, document number, e-mail and phone without case", () => {
    expect(filterCustomers(all, { ...NO_FILTERS, search: "pistón" })).toEqual([taller]);
    expect(filterCustomers(all, { ...NO_FILTERS, search: "p-998" })).toEqual([ana]);
    expect(filterCustomers(all, { ...NO_FILTERS, search: "ana@CORREO" })).toEqual([ana]);
    expect(filterCustomers(all, { ...NO_FILTERS, search: "0241-555" })).toEqual([taller]);
  });
  it("filters by customer type and document type", () => {
    expect(filterCustomers(all, { ...NO_FILTERS, customerType: "juridica" })).toEqual([taller]);
    expect(filterCustomers(all, { ...NO_FILTERS, documentType: "cedula" })).toEqual([jose]);
    expect(filterCustomers(all, { ...NO_FILTERS, customerType: "natural", documentType: "rif" })).toEqual([]);
  });
  it("knows when a filter is applied", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, documentType: "rif" })).toBe(true);
  });
});

describe("countCustomers", () => {
  it("counts natural and legal persons", () => {
    expect(countCustomers([jose, taller, ana])).toEqual({ total: 3, natural: 2, juridica: 1 });
  });
});

describe("canModifyCustomer", () => {
  it("lets an admin and the creator change a customer, nobody else", () => {
    expect(canModifyCustomer({ id: 1, role: "admin" }, taller)).toBe(true);
    expect(canModifyCustomer({ id: 3, role: "sales" }, taller)).toBe(true);
    expect(canModifyCustomer({ id: 2, role: "sales" }, taller)).toBe(false);
    expect(canModifyCustomer(null, taller)).toBe(false);
  });
});
