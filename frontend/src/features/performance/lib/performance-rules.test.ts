import { describe, expect, it } from "vitest";
import { DEMO_SELLERS, type Seller } from "../data/performance-demo";
import {
  commission,
  formatTrend,
  progressBarValue,
  progressIntent,
  searchByName,
  searchSellers,
  sellerCompletion,
  sortBySalesAmount,
  targetCompletion,
  trendIntent,
} from "./performance-rules";

describe("progress colour bands", () => {
  it.each([
    [100, "success"],
    [90.1, "success"],
    [90, "primary"],
    [60.5, "primary"],
    [60, "warning"],
    [31, "warning"],
    [30, "danger"],
    [0, "danger"],
  ] as const)("%s%% is %s", (percent, intent) => {
    expect(progressIntent(percent)).toBe(intent);
  });

  it("caps the bar at 100% and never goes below empty", () => {
    expect(progressBarValue(105.6)).toBe(1);
    expect(progressBarValue(81)).toBeCloseTo(0.81);
    expect(progressBarValue(-5)).toBe(0);
  });
});

describe("trend colours", () => {
  it("is green above 0, red below 0 and yellow at 0", () => {
    expect(trendIntent(12.3)).toBe("success");
    expect(trendIntent(-0.1)).toBe("danger");
    expect(trendIntent(0)).toBe("warning");
  });

  it("shows a sign only for growth", () => {
    expect(formatTrend(12.3)).toBe("+12.3%");
    expect(formatTrend(-4.2)).toBe("-4.2%");
    expect(formatTrend(0)).toBe("0.0%");
  });
});

describe("commission and completion", () => {
  it("is 5% of the sales amount", () => {
    expect(commission(15_840)).toBe(792);
    expect(commission(12_950)).toBe(647.5);
    expect(commission(0)).toBe(0);
  });

  it("measures the amount against the target", () => {
    expect(Math.round(targetCompletion(38_040, 47_000))).toBe(81);
    expect(targetCompletion(100, 0)).toBe(0);
  });
});

describe("seller ordering and search", () => {
  it("orders by sales amount, highest first, without changing the input", () => {
    const before = DEMO_SELLERS.map((s) => s.name);
    expect(sortBySalesAmount(DEMO_SELLERS).map((s) => s.name)).toEqual([
      "Carlos Pérez",
      "María González",
      "Jorge Ramírez",
    ]);
    expect(DEMO_SELLERS.map((s) => s.name)).toEqual(before);
  });

  it("finds by name or username, ignoring case and accents", () => {
    expect(searchSellers(DEMO_SELLERS, "perez").map((s) => s.name)).toEqual(["Carlos Pérez"]);
    expect(searchSellers(DEMO_SELLERS, "MARÍA").map((s) => s.name)).toEqual(["María González"]);
    expect(searchSellers(DEMO_SELLERS, "vendedor").map((s) => s.name)).toEqual([
      "Carlos Pérez",
      "María González",
    ]);
    expect(searchSellers(DEMO_SELLERS, "  ")).toHaveLength(3);
    expect(searchSellers(DEMO_SELLERS, "zzz")).toEqual([]);
  });

  it("gives each demo seller a different colour band", () => {
    const bands = sortBySalesAmount(DEMO_SELLERS).map((s: Seller) => progressIntent(sellerCompletion(s)));
    expect(bands).toEqual(["success", "primary", "warning"]);
  });
});

describe("searching the recorded sellers", () => {
  it("keeps the server's order and folds accents and case", () => {
    const rows = [{ name: "Pérez" }, { name: "Ana" }, { name: "Ramón Perea" }];
    expect(searchByName(rows, "PERE", (r) => r.name).map((r) => r.name)).toEqual(["Pérez", "Ramón Perea"]);
    expect(searchByName(rows, " ", (r) => r.name)).toHaveLength(3);
  });
});
