import { describe, expect, it } from "vitest";
import {
  COUNTER_CUSTOMER_LIMIT,
  customerDisplayName,
  lookupCustomers,
  type LookupCustomer,
} from "./customer-lookup";

let nextId = 1;
function customer(fields: Partial<LookupCustomer>): LookupCustomer {
  const id = nextId++;
  return {
    id,
    business_name: null,
    first_name: null,
    last_name: null,
    document_type: "cedula",
    document_number: `V-${10_000_000 + id}`,
    created_at: `2026-01-${String(id).padStart(2, "0")}T10:00:00.000Z`,
    ...fields,
  };
}

const nunez = customer({
  business_name: "Taller Mecánico Núñez",
  document_type: "rif",
  document_number: "J-40123456-7",
});
const maria = customer({ first_name: "María José", last_name: "Gómez" });
const flota = customer({ business_name: "Flota Transportes Zulia" });
const all = [nunez, maria, flota];

describe("lookupCustomers", () => {
  it("finds by words of the name in any order, each a prefix, accents and case ignored", () => {
    expect(lookupCustomers(all, "nunez taller")).toEqual([nunez]);
    expect(lookupCustomers(all, "GOMEZ mar")).toEqual([maria]);
    expect(lookupCustomers(all, "ez")).toEqual([]);
  });

  it("finds by the document's digits whatever the separators, before name matches", () => {
    expect(lookupCustomers(all, "40123")).toEqual([nunez]);
    expect(lookupCustomers(all, "J-40.123.456")).toEqual([nunez]);
    expect(lookupCustomers(all, "12")).toEqual([]);
  });

  it("lists the newest first when nothing is typed, at most the limit", () => {
    const many = Array.from({ length: 30 }, (_, i) => customer({ business_name: `Cliente ${i}` }));
    const listed = lookupCustomers(many, "  ");
    expect(listed).toHaveLength(COUNTER_CUSTOMER_LIMIT);
    expect(listed[0]).toBe(many[29]);
    expect(lookupCustomers(many, "cliente")).toHaveLength(COUNTER_CUSTOMER_LIMIT);
  });

  it("names a business by its name and a person by first and last name", () => {
    expect(customerDisplayName(nunez)).toBe("Taller Mecánico Núñez");
    expect(customerDisplayName(maria)).toBe("María José Gómez");
  });
});
