import { describe, expect, it } from "vitest";
import type { Promotion } from "@/lib/api/types";
import {
  discountedPrice,
  filterPromotions,
  isLowStock,
  productCountLabel,
  productImageSrc,
  promotionBadge,
} from "./promotion-status";

const NOW = new Date("2025-06-15T12:00:00.000Z");

function promotion(id: number, name: string, isActive: boolean, startDaysFromNow: number): Promotion {
  const start = new Date(NOW.getTime() + startDaysFromNow * 86_400_000);
  return {
    id,
    name,
    description: null,
    discount_percentage: 10,
    start_date: start.toISOString(),
    end_date: new Date(start.getTime() + 10 * 86_400_000).toISOString(),
    is_active: isActive,
    products_count: 0,
  };
}

const running = promotion(1, "Semana del frenado", true, -3);
const upcoming = promotion(2, "Temporada de lubricantes", true, 7);
const stopped = promotion(3, "Liquidación de suspensión", false, -20);
const stoppedFuture = promotion(4, "Mes eléctrico", false, 30);
const all = [running, upcoming, stopped, stoppedFuture];

describe("promotionBadge", () => {
  it("says Activa for any active promotion, Próxima for an inactive future one, else Desactivada", () => {
    expect(promotionBadge(running, NOW)).toBe("Activa");
    expect(promotionBadge(upcoming, NOW)).toBe("Activa");
    expect(promotionBadge(stoppedFuture, NOW)).toBe("Próxima");
    expect(promotionBadge(stopped, NOW)).toBe("Desactivada");
  });
});

describe("filterPromotions", () => {
  it("puts every active promotion under Activas", () => {
    expect(filterPromotions(all, "active", "", NOW)).toEqual([running, upcoming]);
  });
  it("puts active promotions that start later under Próximas", () => {
    expect(filterPromotions(all, "upcoming", "", NOW)).toEqual([upcoming]);
  });
  it("puts inactive promotions under Desactivadas", () => {
    expect(filterPromotions(all, "inactive", "", NOW)).toEqual([stopped, stoppedFuture]);
  });
  it("applies the name search on top of the tab, without case", () => {
    expect(filterPromotions(all, "active", "FRENADO", NOW)).toEqual([running]);
    expect(filterPromotions(all, "inactive", "frenado", NOW)).toEqual([]);
  });
});

describe("prices, stock and counts", () => {
  it("takes the percentage off the price", () => {
    expect(discountedPrice(98000, 15)).toBe(83300);
    expect(discountedPrice(50000, 100)).toBe(0);
  });
  it("highlights stock at 5 or fewer", () => {
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(6)).toBe(false);
  });
  it("names the product count", () => {
    expect(productCountLabel(1)).toBe("1 producto");
    expect(productCountLabel(6)).toBe("6 productos");
  });
});

describe("productImageSrc", () => {
  it("keeps absolute addresses and /uploads paths, puts bare names under /uploads", () => {
    expect(productImageSrc("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(productImageSrc("/uploads/abc.png")).toBe("/uploads/abc.png");
    expect(productImageSrc("abc.png")).toBe("/uploads/abc.png");
    expect(productImageSrc(null)).toBeNull();
    expect(productImageSrc("  ")).toBeNull();
  });
});
