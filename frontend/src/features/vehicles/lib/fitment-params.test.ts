import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION } from "./fitment-search";
import { paramsWithSelection, selectionFromParams, wantsCompatiblesTab } from "./fitment-params";

const params = (query: string) => new URLSearchParams(query);

describe("the 'Compatibles' selection in the address", () => {
  it("reads make, model, year and engine", () => {
    expect(
      selectionFromParams(params("tab=compatibles&make=chevrolet&model=12&year=2012&engine=1.2")),
    ).toEqual({
      makeKey: "chevrolet",
      vehicleId: 12,
      year: 2012,
      engine: "1.2",
    });
    expect(wantsCompatiblesTab(params("tab=compatibles"))).toBe(true);
    expect(wantsCompatiblesTab(params("brand=3"))).toBe(false);
  });

  it("drops what is malformed or makes no sense without what comes before it", () => {
    expect(selectionFromParams(params("model=12&year=2012"))).toEqual(EMPTY_SELECTION);
    expect(selectionFromParams(params("make=kia&model=abc&year=2012"))).toEqual({
      ...EMPTY_SELECTION,
      makeKey: "kia",
    });
    expect(selectionFromParams(params("make=kia&model=3&year=20x2"))).toEqual({
      makeKey: "kia",
      vehicleId: 3,
      year: null,
      engine: "",
    });
    expect(selectionFromParams(params("make=kia&model=0"))).toEqual({ ...EMPTY_SELECTION, makeKey: "kia" });
  });

  it("writes the selection, keeps other parameters and removes empty ones", () => {
    const written = paramsWithSelection(
      params("year=1999&brand=4"),
      { makeKey: "toyota", vehicleId: 7, year: null, engine: " 1.8 " },
      true,
    );
    expect(written.toString()).toBe("brand=4&tab=compatibles&make=toyota&model=7&engine=1.8");
    expect(paramsWithSelection(written, EMPTY_SELECTION, false).toString()).toBe("brand=4");
  });

  it("round-trips", () => {
    const selection = { makeKey: "mazda", vehicleId: 9, year: 2010, engine: "2.0" };
    expect(selectionFromParams(paramsWithSelection(params(""), selection, true))).toEqual(selection);
  });
});
