// Recorded-sales reports of a small shop, as the server answers them: the stories and tests of
// 'Reportes' with 'Modo mostrador' on read these. Amounts are cents.
import type { SalesReport, StockReport } from "../lib/report-tables";

const figures = (salesCount: number, units: number, amount: number, returned: number, cost: number) => ({
  salesCount,
  units,
  amountCents: amount,
  returnsCount: returned > 0 ? 1 : 0,
  returnedUnits: returned > 0 ? 1 : 0,
  returnedCents: returned,
  netCents: amount - returned,
  costCents: cost,
  marginCents: amount - returned - cost,
});

const row = (id: number | null, name: string, f: ReturnType<typeof figures>, sku?: string) => ({
  id,
  name,
  ...(sku ? { sku } : {}),
  ...f,
});

export const REAL_SALES_REPORT: SalesReport = {
  from: "2025-04-17",
  to: "2025-04-19",
  groupBy: "day",
  timeZone: "America/Bogota",
  totals: figures(5, 9, 41_000_000, 2_000_000, 24_000_000),
  series: [
    { key: "2025-04-17", ...figures(1, 2, 6_000_000, 0, 3_600_000) },
    { key: "2025-04-18", ...figures(3, 5, 25_000_000, 2_000_000, 15_000_000) },
    { key: "2025-04-19", ...figures(1, 2, 10_000_000, 0, 5_400_000) },
  ],
  byCategory: [
    row(1, "Frenos", figures(3, 5, 25_000_000, 2_000_000, 15_000_000)),
    row(2, "Motor", figures(2, 4, 16_000_000, 0, 9_000_000)),
  ],
  byBrand: [
    row(1, "Bosch", figures(3, 6, 28_000_000, 2_000_000, 17_000_000)),
    row(2, "NGK", figures(2, 3, 13_000_000, 0, 7_000_000)),
  ],
  topProducts: [
    row(1, "Pastillas de freno", figures(3, 5, 25_000_000, 2_000_000, 15_000_000), "FR-001"),
    row(2, "Filtro de aceite", figures(2, 4, 16_000_000, 0, 9_000_000), "MO-002"),
  ],
  bottomProducts: [
    row(2, "Filtro de aceite", figures(2, 4, 16_000_000, 0, 9_000_000), "MO-002"),
    row(1, "Pastillas de freno", figures(3, 5, 25_000_000, 2_000_000, 15_000_000), "FR-001"),
  ],
  byPaymentMethod: [
    { method: "efectivo", ...figures(3, 5, 25_000_000, 2_000_000, 15_000_000) },
    { method: "tarjeta", ...figures(2, 4, 16_000_000, 0, 9_000_000) },
  ],
  returnReasons: [
    { reason: "Producto defectuoso", returnsCount: 1, returnedUnits: 1, returnedCents: 2_000_000 },
    { reason: "=HYPERLINK(1)", returnsCount: 0, returnedUnits: 0, returnedCents: 0 },
  ],
};

const zero = figures(0, 0, 0, 0, 0);

/** A period with no sale and no return. */
export const EMPTY_SALES_REPORT: SalesReport = {
  ...REAL_SALES_REPORT,
  totals: zero,
  series: REAL_SALES_REPORT.series.map((s) => ({ ...s, ...zero })),
  byCategory: [],
  byBrand: [],
  topProducts: [],
  bottomProducts: [],
  byPaymentMethod: [],
  returnReasons: [],
};

export const REAL_STOCK_REPORT: StockReport = {
  valuation: { products: 120, units: 1_850, costCents: 4_625_000_000, priceCents: 7_400_000_000 },
  deadStock: {
    days: 90,
    since: "2025-01-19T05:00:00.000Z",
    products: 2,
    units: 14,
    costCents: 91_000_000,
    items: [
      {
        id: 7,
        name: "Kit de embrague",
        sku: "TR-007",
        stock: 4,
        costCents: 18_000_000,
        valueCents: 72_000_000,
        lastSoldAt: "2024-11-02T15:00:00.000Z",
      },
      {
        id: 9,
        name: "Bujía iridio",
        sku: "EL-009",
        stock: 10,
        costCents: 1_900_000,
        valueCents: 19_000_000,
        lastSoldAt: null,
      },
    ],
  },
};
