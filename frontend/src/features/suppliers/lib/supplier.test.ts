import { describe, expect, it } from "vitest";
import { SAMPLE_SUPPLIERS } from "../data/sample-suppliers";
import {
  addressLine,
  countByTab,
  emptyTextFor,
  filterSuppliers,
  nextSupplierId,
  toggledStatus,
  type Supplier,
} from "./supplier";

const names = (list: Supplier[]) => list.map((supplier) => supplier.name);

describe("nextSupplierId", () => {
  it("is the highest id plus one, not the count plus one", () => {
    expect(nextSupplierId(SAMPLE_SUPPLIERS)).toBe(4);
    expect(nextSupplierId([{ id: 7 }, { id: 2 }])).toBe(8);
  });
  it("starts at 1 for an empty list", () => {
    expect(nextSupplierId([])).toBe(1);
  });
});

describe("filterSuppliers", () => {
  it("keeps every supplier on Todos with no search", () => {
    expect(filterSuppliers(SAMPLE_SUPPLIERS, "", "all")).toHaveLength(3);
  });
  it("splits Activos and Inactivos by status", () => {
    expect(names(filterSuppliers(SAMPLE_SUPPLIERS, "", "active"))).toEqual([
      "Autopartes del Caribe C.A.",
      "Repuestos Andinos S.A.S.",
    ]);
    expect(names(filterSuppliers(SAMPLE_SUPPLIERS, "", "inactive"))).toEqual(["Distribuidora Frenos y Más"]);
  });
  it("searches name, contact, e-mail and city without case or accents", () => {
    expect(names(filterSuppliers(SAMPLE_SUPPLIERS, "ANDINOS", "all"))).toEqual(["Repuestos Andinos S.A.S."]);
    expect(names(filterSuppliers(SAMPLE_SUPPLIERS, "maria", "all"))).toEqual(["Autopartes del Caribe C.A."]);
    expect(names(filterSuppliers(SAMPLE_SUPPLIERS, "frenosymas", "all"))).toEqual([
      "Distribuidora Frenos y Más",
    ]);
    expect(names(filterSuppliers(SAMPLE_SUPPLIERS, "medellin", "all"))).toEqual(["Repuestos Andinos S.A.S."]);
  });
  it("applies the search on top of the tab", () => {
    expect(filterSuppliers(SAMPLE_SUPPLIERS, "frenos", "active")).toEqual([]);
    expect(filterSuppliers(SAMPLE_SUPPLIERS, "nadie-coincide", "all")).toEqual([]);
  });
});

describe("countByTab and status", () => {
  it("counts each tab", () => {
    expect(countByTab(SAMPLE_SUPPLIERS)).toEqual({ all: 3, active: 2, inactive: 1 });
  });
  it("toggles active and inactive", () => {
    expect(toggledStatus("active")).toBe("inactive");
    expect(toggledStatus("inactive")).toBe("active");
  });
});

describe("emptyTextFor", () => {
  it("has a text per tab, and a search hint when searching", () => {
    const texts = new Set([
      emptyTextFor("all", ""),
      emptyTextFor("active", ""),
      emptyTextFor("inactive", ""),
    ]);
    expect(texts.size).toBe(3);
    expect(emptyTextFor("active", "xyz")).toBe("Intenta con otros términos de búsqueda.");
  });
});

describe("addressLine", () => {
  it("joins address, city and country, skipping blanks", () => {
    expect(addressLine({ address: "Calle 1", city: "Cali", country: "Colombia" })).toBe(
      "Calle 1, Cali, Colombia",
    );
    expect(addressLine({ address: null, city: " ", country: "Venezuela" })).toBe("Venezuela");
    expect(addressLine({ address: null, city: null, country: null })).toBe("");
  });
});
