import { describe, expect, it } from "vitest";
import { mayReceiveGoods, storedPurchaseSettings } from "./purchase-settings";

describe("purchase settings", () => {
  it("reads an older stored copy with the Vendedor's receiving off", () => {
    expect(storedPurchaseSettings({ costRule: "average" })).toEqual({
      costRule: "average",
      salesMayReceive: false,
    });
    expect(storedPurchaseSettings(null)).toEqual({ costRule: "last", salesMayReceive: false });
  });

  it("lets a Vendedor receive goods only when allowed; an Administrador always", () => {
    const off = storedPurchaseSettings(null);
    const on = storedPurchaseSettings({ salesMayReceive: true });
    expect(mayReceiveGoods("sales", off)).toBe(false);
    expect(mayReceiveGoods("sales", on)).toBe(true);
    expect(mayReceiveGoods("admin", off)).toBe(true);
  });
});
