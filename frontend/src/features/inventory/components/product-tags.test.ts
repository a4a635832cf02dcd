import { describe, expect, it } from "vitest";
import { yearRange } from "./product-tags";

const aveo = { brandName: "Chevrolet", vehicleName: "Aveo", yearFrom: 2008, yearTo: 2017, more: 0 };

describe("yearRange (the inventory list's and the dialog's 'Años')", () => {
  it("shows the fitment of a part with no years of its own (an imported vehicle list), not 'Universal'", () => {
    expect(yearRange({ yearFrom: null, yearTo: null, fitment: aveo })).toBe("Chevrolet Aveo 2008 - 2017");
    expect(yearRange({ yearFrom: null, yearTo: null, fitment: { ...aveo, yearTo: null, more: 2 } })).toBe(
      "Chevrolet Aveo 2008 - Actualidad y 2 más",
    );
    expect(
      yearRange({ yearFrom: null, yearTo: null, fitment: { ...aveo, yearFrom: null, yearTo: null } }),
    ).toBe("Chevrolet Aveo");
  });

  it("keeps the specification's years, and 'Universal' for a part linked to no model", () => {
    expect(yearRange({ yearFrom: 2010, yearTo: 2015, fitment: aveo })).toBe("2010 - 2015");
    expect(yearRange({ yearFrom: null, yearTo: null, fitment: null })).toBe("Universal");
    expect(yearRange({ yearFrom: null, yearTo: null })).toBe("Universal");
  });
});
