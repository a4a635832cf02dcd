import { describe, expect, it } from "vitest";
import type { RecentSale } from "@/lib/api/types";
import { itemsLabel, productLink, salesChange, sellerName, unitsLabel } from "./dashboard-display";

const sale = (user: RecentSale["user"]): RecentSale => ({
  id: 1,
  createdAt: "2025-01-01T00:00:00.000Z",
  total: 1000,
  itemsCount: 2,
  user,
});

describe("dashboard display", () => {
  it("shows the seller's name, or 'N/A' when missing", () => {
    expect(sellerName(sale({ name: "Carlos Pérez" }))).toBe("Carlos Pérez");
    expect(sellerName(sale(null))).toBe("N/A");
    expect(sellerName(sale({ name: "  " }))).toBe("N/A");
  });

  it("counts items and units in Spanish", () => {
    expect(itemsLabel(1)).toBe("1 artículo");
    expect(itemsLabel(3)).toBe("3 artículos");
    expect(unitsLabel(1)).toBe("1 unidad");
    expect(unitsLabel(12)).toBe("12 unidades");
  });

  it("links a product to the inventory", () => {
    expect(productLink(15)).toBe("/inventory?product=15");
  });
});

describe("salesChange ('desde ayer' of 'Total Ventas', mode on)", () => {
  it("compares the last 24 hours' sales with the 24 before", () => {
    expect(salesChange(5, 4)).toEqual({ percent: "+25%" });
    expect(salesChange(3, 4)).toEqual({ percent: "-25%" });
    expect(salesChange(4, 4)).toEqual({ percent: "+0%" });
    expect(salesChange(0, 0)).toEqual({ percent: "+0%" });
    expect(salesChange(2, 0)).toEqual({ text: "2 hoy, ninguna ayer" });
  });
});
