import { describe, expect, it } from "vitest";
import { lineDiscountRefusal } from "./sale-discount";

describe("lineDiscountRefusal", () => {
  it("refuses a Vendedor's discount above the shop's maximum with the server's message", () => {
    expect(lineDiscountRefusal(30, { isAdmin: false, maxDiscount: 25 })).toBe(
      "Descuento no permitido: un vendedor puede aplicar como máximo un 25 % por línea.",
    );
    expect(lineDiscountRefusal(25, { isAdmin: false, maxDiscount: 25 })).toBeNull();
  });

  it("lets a product's promotion go beyond the maximum, and an Administrador anything", () => {
    expect(lineDiscountRefusal(40, { isAdmin: false, maxDiscount: 25, productDiscount: 40.5 })).toBeNull();
    expect(
      lineDiscountRefusal(41, { isAdmin: false, maxDiscount: 25, productDiscount: 40.5 }),
    ).not.toBeNull();
    expect(lineDiscountRefusal(90, { isAdmin: true, maxDiscount: 25 })).toBeNull();
  });
});
