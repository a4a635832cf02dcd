// The reports' summary against the lines, on whichever engine the app runs on (SQLite here,
// PostgreSQL in tests/pg/sales-summary.test.ts): sales across the shop's midnights by two sellers
// with three methods, a pending sale completed later, returns on later days, a cancellation of a
// returned sale, a part moved to another category and brand, a part deleted, and a change of time
// zone with more trade after it. After each step the kept summary must equal the one re-summed from
// the lines, and every report must read the same through the summary as through the line scan.
import type { Knex } from "knex";
import { expect, vi } from "vitest";
import { rebuildLastSold, rebuildSummaries } from "../../../migrations/support/sales-summary";
import type { SalesFactsFilter } from "../../../server/store/sales-report-repository";
import { reportPeriod, salesReportsOperations } from "../../../server/operations/sales-reports";
import { sellerPerformanceOperations } from "../../../server/operations/seller-performance";
import type { OperationContext } from "../../../server/operations/types";
import type { Store } from "../../../server/store/store";
import { createKnexStore } from "../store/knex-store";
import { summaryAnswers, summaryProductSums } from "../store/sales-summary-reads";
import { ADMIN, as, login, SELLER, type TestApp } from "./test-app";

const TABLES: Record<string, string[]> = {
  sales_summary: ["dimension", "local_day", "seller_key", "method", "dimension_key"],
  sales_summary_monthly: ["dimension", "local_month", "seller_key", "method", "dimension_key"],
  sales_summary_products: ["product_key", "local_day", "seller_key", "method"],
  sales_summary_product_totals: ["product_key", "seller_key", "method"],
  product_last_sales: ["product_id"],
};

async function snapshot(db: Knex) {
  const out: Record<string, string[]> = {};
  for (const [table, keys] of Object.entries(TABLES))
    out[table] = (await db(table).orderBy(keys).select()).map((row: Record<string, unknown>) =>
      Object.entries(row)
        .map(([k, v]) => `${k}=${typeof v === "bigint" || typeof v === "number" ? Number(v) : String(v)}`)
        .join(" "),
    );
  return out;
}

/** The summary as kept, and as re-summed from the lines (in a transaction rolled back). */
async function expectSummaryFromLines(db: Knex, step: string) {
  const kept = await snapshot(db);
  const trx = await db.transaction();
  try {
    await rebuildSummaries(trx);
    await rebuildLastSold(trx);
    expect(kept, step).toEqual(await snapshot(trx));
  } finally {
    await trx.rollback();
  }
}

const strip = ({ localDays: _days, ...filter }: SalesFactsFilter): SalesFactsFilter => filter;

/** The same store with the summary out of reach: every sum from the lines. */
function lineScanOf(store: Store): Store {
  const report = store.salesReport;
  return {
    ...store,
    salesReport: {
      ...report,
      sold: (filter, grouping, chars) => report.sold(strip(filter), grouping, chars),
      returned: (filter, grouping, chars) => report.returned(strip(filter), grouping, chars),
      productCandidates: (filter, top) => report.productCandidates(strip(filter), top),
    },
  };
}

async function expectReportsAlike(db: Knex, dir: string, step: string, from: string, to: string) {
  const store = createKnexStore(db, { uploadsDir: dir });
  const admin = (await db("users").where({ username: ADMIN[0] }).first())!;
  const seller = (await db("users").where({ username: SELLER[0] }).first())!;
  const ctxOf = (s: Store) =>
    ({
      user: { ...admin, role: "admin", active: true },
      store: s,
      session: {},
    }) as unknown as OperationContext;
  const filters = [
    {},
    { sellerId: seller.id as number },
    { paymentMethod: "tarjeta" },
    { categoryId: 1 },
    { brandId: 2 },
    { categoryId: 2, brandId: 2 },
    { customerId: 1 },
  ];
  for (const filter of filters)
    for (const groupBy of ["day", "week", "month"] as const)
      for (const top of [1, 3]) {
        const input = { params: {}, query: { from, to, groupBy, top, ...filter }, body: undefined } as never;
        const summary = await salesReportsOperations.getSalesReport(ctxOf(store), input);
        const lines = await salesReportsOperations.getSalesReport(ctxOf(lineScanOf(store)), input);
        expect(summary, `${step} ${JSON.stringify(filter)} ${groupBy} top ${top}`).toEqual(lines);
      }
  // Both ways of ranking the parts agree, whichever the period's trade would choose.
  for (const filter of filters)
    for (const top of [1, 3]) {
      const period = await reportPeriod(store, from, to, filter);
      if (!(await summaryAnswers(db, period.filter))) continue;
      expect(
        await summaryProductSums(db, period.filter, top, "totals"),
        `${step} ${JSON.stringify(filter)} ranked from the totals, top ${top}`,
      ).toEqual(await summaryProductSums(db, period.filter, top, "rows"));
    }
  const input = { params: {}, query: { period: "custom", from, to }, body: undefined } as never;
  expect(
    await sellerPerformanceOperations.getSellerPerformance(ctxOf(store), input),
    `${step} performance`,
  ).toEqual(await sellerPerformanceOperations.getSellerPerformance(ctxOf(lineScanOf(store)), input));
}

export async function checkSalesSummary(t: TestApp, db: Knex): Promise<void> {
  const admin = await login(t.app, ...ADMIN);
  const seller = await login(t.app, ...SELLER);
  const call = async (cookie: string, method: string, url: string, payload?: object, iso?: string) => {
    if (iso) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(iso));
    }
    try {
      const res = await t.app.inject(
        as(cookie, { method: method as "GET", url, ...(payload === undefined ? {} : { payload }) }),
      );
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
      return res.body ? res.json() : undefined;
    } finally {
      vi.useRealTimers();
    }
  };
  const settings = await call(admin, "GET", "/api/shop-settings");
  await call(admin, "PUT", "/api/shop-settings", {
    ...settings,
    counterMode: true,
    requireOpenSession: false,
  });
  const part = async (sku: string, categoryId: number, brandId: number, price: number) =>
    (
      await call(admin, "POST", "/api/products", {
        name: `Pieza ${sku}`,
        sku,
        categoryId,
        brandId,
        costPrice: price / 2,
        sellingPrice: price,
        stock: 100,
      })
    ).id as number;
  const a = await part("SUMMARY-A", 1, 1, 100.5);
  const b = await part("SUMMARY-B", 2, 2, 250);
  const c = await part("SUMMARY-C", 2, 1, 33.33);
  const d = await part("SUMMARY-D", 1, 2, 12);
  const line = (productId: number, quantity: number, discount = 0) => ({ productId, quantity, discount });
  const sell = (cookie: string, iso: string, paymentMethod: string, lines: object[], status = "completed") =>
    call(cookie, "POST", "/api/sales", { status, paymentMethod, lines }, iso);
  const giveBack = (
    sale: { id: number; lines: { id: number }[] },
    index: number,
    quantity: number,
    iso: string,
  ) =>
    call(
      admin,
      "POST",
      `/api/sales/${sale.id}/returns`,
      {
        reason: "Defectuoso",
        lines: [{ lineId: sale.lines[index]!.id, quantity }],
      },
      iso,
    );

  // Bogotá's Sunday 23:59 and Monday 00:00:30; the end of March and the first of April.
  const s1 = await sell(seller, "2025-03-10T04:59:00.000Z", "tarjeta", [line(a, 2), line(b, 1)]);
  const s2 = await sell(admin, "2025-03-10T05:00:30.000Z", "efectivo", [
    line(b, 1),
    line(a, 1),
    line(c, 4, 10),
  ]);
  const s3 = await sell(seller, "2025-03-31T23:00:00.000Z", "efectivo", [line(c, 3), line(d, 1)]);
  const s4 = await sell(seller, "2025-04-01T05:30:00.000Z", "transferencia", [line(a, 2), line(d, 5)]);
  const pending = await sell(admin, "2025-03-12T15:00:00.000Z", "efectivo", [line(b, 2)], "pending");
  await expectSummaryFromLines(db, "sales");
  await call(
    admin,
    "POST",
    `/api/sales/${pending.id}/complete?acceptCurrentTerms=true&paymentMethod=tarjeta`,
    undefined,
    "2025-04-01T04:30:00.000Z",
  );
  await giveBack(s3, 0, 1, "2025-04-01T04:30:00.000Z");
  await giveBack(s2, 1, 1, "2025-04-02T15:00:00.000Z");
  await giveBack(s1, 0, 1, "2025-03-10T16:00:00.000Z");
  await giveBack(s4, 1, 2, "2025-04-01T18:00:00.000Z");
  await expectSummaryFromLines(db, "returns and a completion");
  await call(admin, "POST", `/api/sales/${s4.id}/cancel`, undefined, "2025-04-02T20:00:00.000Z");
  await expectSummaryFromLines(db, "a cancellation");
  await expectReportsAlike(db, t.dir, "before the moves", "2025-03-01", "2025-04-30");
  // Long periods that hold most of the trade rank their parts from the parts' totals: all of it,
  // and all but Bogotá's Sunday (the 23:59 sale lies outside).
  await expectReportsAlike(db, t.dir, "a year", "2025-01-01", "2025-12-31");
  await expectReportsAlike(db, t.dir, "from Monday on", "2025-03-10", "2025-08-31");

  // C moves to category 1 and brand 2; D is deleted: their days are summed again.
  const p = await call(admin, "GET", `/api/products/${c}`);
  await call(admin, "PUT", `/api/products/${c}`, {
    name: p.name,
    sku: p.sku,
    categoryId: 1,
    brandId: 2,
    costPrice: p.costPrice,
    sellingPrice: p.sellingPrice,
    stock: p.stock,
    version: p.version,
  });
  await call(admin, "DELETE", `/api/products/${d}`);
  await expectSummaryFromLines(db, "a part moved and a part deleted");
  await expectReportsAlike(db, t.dir, "after the moves", "2025-03-09", "2025-04-02");
  await expectReportsAlike(db, t.dir, "after the moves, from Monday on", "2025-03-10", "2025-08-31");

  // In UTC the 23:59 sale is Monday's; trade goes on in the new zone, then the zone goes back.
  await call(admin, "PUT", "/api/shop-settings", {
    ...settings,
    counterMode: true,
    requireOpenSession: false,
    timeZone: "UTC",
  });
  await expectSummaryFromLines(db, "time zone changed");
  const s5 = await sell(seller, "2025-04-30T23:59:59.000Z", "tarjeta", [line(a, 1), line(b, 1)]);
  await giveBack(s5, 1, 1, "2025-05-01T00:00:01.000Z");
  await giveBack(s2, 2, 2, "2025-05-01T03:00:00.000Z");
  await expectSummaryFromLines(db, "trade in UTC");
  await expectReportsAlike(db, t.dir, "in UTC", "2025-03-01", "2025-05-31");
  await call(admin, "PUT", "/api/shop-settings", {
    ...settings,
    counterMode: true,
    requireOpenSession: false,
  });
  await expectSummaryFromLines(db, "time zone back");
  await expectReportsAlike(db, t.dir, "back in Bogotá", "2025-03-10", "2025-05-01");
}
