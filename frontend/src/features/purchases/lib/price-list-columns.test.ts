import { describe, expect, it } from "vitest";
import { suggestMapping } from "@rules/product-import-columns";
import { guessPriceListColumns } from "./price-list-columns";

const guess = (headers: string[]) => guessPriceListColumns(headers, suggestMapping(headers));

describe("the columns a supplier's price list is read by", () => {
  it("takes the code and the price a supplier writes", () => {
    expect(guess(["Código", "Descripción", "Precio ($)"])).toEqual({ codeColumn: 0, costColumn: 2 });
  });

  it("prefers the cost column over a selling price, and a barcode when there is no code", () => {
    expect(guess(["EAN", "Nombre", "PVP", "Costo"])).toEqual({ codeColumn: 0, costColumn: 3 });
  });

  it("falls back to the first and the last column of a file it does not recognise", () => {
    expect(guess(["Parte", "Detalle", "Valor neto"])).toEqual({ codeColumn: 0, costColumn: 2 });
  });
});
