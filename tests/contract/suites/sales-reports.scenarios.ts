// 'Reportes' from the recorded sales: a month of sales, returns and cancellations placed at chosen
// moments (the clock of the process both servers run in is set for each write) around the shop's
// midnights; every figure of the report is then computed again here, straight from the sales' lines
// as getSale answers them and the costs the products had when each sale was made.
import { expect, vi } from "vitest";
import type { ApiClient, Json } from "../support/client";
import { productBody } from "../support/bodies";
import { expectError, expectStatus, unique } from "../support/expectations";
import { counterModeOn, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";
import { REPORT_MESSAGES } from "../../../rules/report-messages";

/** Bogotá is UTC−5 all year: the local date is the UTC instant 5 hours earlier (written out here). */
const bogotaDate = (iso: string) => new Date(Date.parse(iso) - 5 * 3600_000).toISOString().slice(0, 10);

async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

async function setCost(admin: ApiClient, id: number, costPrice: number) {
  const p = (await admin.call("getProduct", { path: { id } })).body;
  const res = await admin.call("updateProduct", {
    path: { id },
    body: { ...productBody(p), name: p.name, sku: p.sku, stock: p.stock, version: p.version, costPrice },
  });
  expectStatus(res, 200);
}

interface Made {
  sale: Json;
  /** The cost of each product when the sale was made, in cents. */
  costs: Map<number, number>;
}

interface Figures {
  salesCount: number;
  units: number;
  amountCents: number;
  returnsCount: number;
  returnedUnits: number;
  returnedCents: number;
  netCents: number;
  costCents: number;
  marginCents: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The figures of the lines `keep` selects, recomputed from the sales as recorded. */
function expected(
  sales: Made[],
  from: string,
  to: string,
  keep: (sale: Json, line: Json) => boolean,
  day: (iso: string) => string = bogotaDate,
): Figures {
  const inside = (iso: string) => day(iso) >= from && day(iso) <= to;
  const soldIds = new Set<number>();
  const returnIds = new Set<number>();
  const f = { units: 0, amountCents: 0, returnedUnits: 0, returnedCents: 0, soldCost: 0, returnedCost: 0 };
  for (const { sale, costs } of sales) {
    if (sale.status !== "completed") continue;
    for (const line of sale.lines) {
      if (!keep(sale, line)) continue;
      const cost = costs.get(line.productId) ?? 0;
      if (inside(sale.completedAt)) {
        soldIds.add(sale.id);
        f.units += line.quantity;
        f.amountCents += cents(line.subtotal);
        f.soldCost += cost * line.quantity;
      }
      for (const r of sale.returns)
        for (const rl of r.lines)
          if (rl.lineId === line.id && inside(r.createdAt)) {
            returnIds.add(r.id);
            f.returnedUnits += rl.quantity;
            f.returnedCents += Math.floor((cents(line.subtotal) * rl.quantity) / line.quantity);
            f.returnedCost += cost * rl.quantity;
          }
    }
  }
  const netCents = f.amountCents - f.returnedCents;
  const costCents = f.soldCost - f.returnedCost;
  return {
    salesCount: soldIds.size,
    units: f.units,
    amountCents: f.amountCents,
    returnsCount: returnIds.size,
    returnedUnits: f.returnedUnits,
    returnedCents: f.returnedCents,
    netCents,
    costCents,
    marginCents: netCents - costCents,
  };
}

const pick = (row: Json): Figures => ({
  salesCount: row.salesCount,
  units: row.units,
  amountCents: row.amountCents,
  returnsCount: row.returnsCount,
  returnedUnits: row.returnedUnits,
  returnedCents: row.returnedCents,
  netCents: row.netCents,
  costCents: row.costCents,
  marginCents: row.marginCents,
});

export const salesReportsScenarioList: Scenario[] = [
  {
    title:
      "getSalesReport: every figure reconciles with the lines (shop's midnights, returns in their own period, canceled sales nowhere)",
    covers: [["getSalesReport", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      await counterModeOn(admin);
      // A brand of its own keeps the demo's and the other scenarios' sales out of the filtered figures.
      const brand = (await admin.call("createBrand", { body: { name: unique("Marca reporte") } })).body;
      const product = async (price: number, cost: number) => {
        const made = await stockedProduct(admin, 50, price);
        const res = await admin.call("updateProduct", {
          path: { id: made.id },
          body: {
            ...productBody(made),
            name: made.name,
            sku: made.sku,
            stock: made.stock,
            version: made.version,
            brandId: brand.id,
            costPrice: cost,
          },
        });
        expectStatus(res, 200);
        return res.body;
      };
      const a = await product(100.5, 60.25);
      const b = await product(250, 170);
      const c = await product(33.33, 20);
      const costNow = new Map<number, number>([
        [a.id, 6025],
        [b.id, 17000],
        [c.id, 2000],
      ]);
      const sales: Made[] = [];
      const sell = async (iso: string, client: ApiClient, body: Record<string, unknown>) => {
        const res = await at(iso, () => client.call("createSale", { body }));
        expectStatus(res, 201);
        const made = { sale: res.body, costs: new Map(costNow) };
        sales.push(made);
        return made;
      };
      const line = (productId: number, quantity: number, discount = 0) => ({ productId, quantity, discount });

      // Sunday 9 March 23:59 in Bogotá (already Monday in UTC), by the Vendedor.
      const s1 = await sell("2025-03-10T04:59:00.000Z", seller, {
        status: "completed",
        paymentMethod: "tarjeta",
        lines: [line(a.id, 2)],
      });
      // A's cost moves: the next sales carry the new one, the first keeps its own.
      await setCost(admin, a.id, 70);
      costNow.set(a.id, 7000);
      // Monday 10 March 00:00:30 in Bogotá, by the Administrador.
      const s2 = await sell("2025-03-10T05:00:30.000Z", admin, {
        status: "completed",
        paymentMethod: "efectivo",
        lines: [line(b.id, 1), line(a.id, 1)],
      });
      const s3 = await sell("2025-03-16T12:00:00.000Z", seller, {
        status: "completed",
        paymentMethod: "transferencia",
        lines: [line(c.id, 3, 10)],
      });
      const s4 = await sell("2025-03-31T23:00:00.000Z", seller, {
        status: "completed",
        paymentMethod: "efectivo",
        lines: [line(b.id, 3), line(c.id, 1)],
      });
      const s5 = await sell("2025-04-01T05:30:00.000Z", seller, {
        status: "completed",
        paymentMethod: "efectivo",
        lines: [line(a.id, 2)],
      });
      await sell("2025-03-12T15:00:00.000Z", seller, {
        status: "pending",
        paymentMethod: "efectivo",
        lines: [line(b.id, 1)],
      });

      const giveBack = async (iso: string, made: Made, index: number, quantity: number, reason: string) => {
        const res = await at(iso, () =>
          admin.call("createSaleReturn", {
            path: { id: made.sale.id },
            body: { reason, lines: [{ lineId: made.sale.lines[index].id, quantity }] },
          }),
        );
        expectStatus(res, 201);
      };
      // 31 March 23:30 in Bogotá: in March, though 1 April in UTC.
      await giveBack("2025-04-01T04:30:00.000Z", s4, 0, 1, "Defectuoso");
      await giveBack("2025-04-02T15:00:00.000Z", s2, 1, 1, "No era la pieza");
      await giveBack("2025-03-10T16:00:00.000Z", s1, 0, 1, "Defectuoso");
      await giveBack("2025-04-01T18:00:00.000Z", s5, 0, 1, "Defectuoso");
      for (const made of [s3, s5])
        expectStatus(
          await at("2025-04-02T20:00:00.000Z", () =>
            admin.call("cancelSale", { path: { id: made.sale.id } }),
          ),
          200,
        );
      for (const made of sales)
        made.sale = (await admin.call("getSale", { path: { id: made.sale.id } })).body;

      const ours = (_sale: Json, l: Json) => costNow.has(l.productId);
      const report = async (query: Record<string, unknown>) => {
        const res = await admin.call("getSalesReport", {
          query: { from: "2025-03-09", to: "2025-04-02", brandId: brand.id, ...query },
        });
        expectStatus(res, 200);
        return res.body;
      };

      const byDay = await report({ groupBy: "day" });
      expect(byDay.timeZone).toBe("America/Bogota");
      expect(pick(byDay.totals)).toEqual(expected(sales, "2025-03-09", "2025-04-02", ours));
      expect(byDay.series).toHaveLength(25);
      for (const row of byDay.series)
        expect(pick(row), row.key).toEqual(expected(sales, row.key, row.key, ours));
      // The sale at 23:59 is Sunday's; the one at 00:00:30 Monday's.
      expect(byDay.series[0]).toMatchObject({ key: "2025-03-09", salesCount: 1, units: 2 });
      expect(byDay.series[1]).toMatchObject({ key: "2025-03-10", salesCount: 1, returnsCount: 1 });

      const byWeek = await report({ groupBy: "week" });
      expect(byWeek.series.map((row: Json) => row.key)).toEqual([
        "2025-03-03",
        "2025-03-10",
        "2025-03-17",
        "2025-03-24",
        "2025-03-31",
      ]);
      expect(pick(byWeek.series[0])).toEqual(expected(sales, "2025-03-09", "2025-03-09", ours));
      expect(pick(byWeek.series[4])).toEqual(expected(sales, "2025-03-31", "2025-04-02", ours));

      const byMonth = await report({ groupBy: "month" });
      expect(byMonth.series.map((row: Json) => [row.key, pick(row)])).toEqual([
        ["2025-03", expected(sales, "2025-03-09", "2025-03-31", ours)],
        ["2025-04", expected(sales, "2025-04-01", "2025-04-02", ours)],
      ]);

      for (const [method] of [["efectivo"], ["tarjeta"], ["transferencia"]]) {
        const row = byDay.byPaymentMethod.find((r: Json) => r.method === method);
        const want = expected(
          sales,
          "2025-03-09",
          "2025-04-02",
          (s, l) => ours(s, l) && s.paymentMethod === method,
        );
        if (want.salesCount === 0 && want.returnsCount === 0) expect(row).toBeUndefined();
        else expect(pick(row)).toEqual(want);
      }
      for (const p of [a, b, c]) {
        const row = [...byDay.topProducts].find((r: Json) => r.id === p.id);
        const want = expected(sales, "2025-03-09", "2025-04-02", (_s, l) => l.productId === p.id);
        if (want.salesCount === 0 && want.returnsCount === 0) expect(row).toBeUndefined();
        else expect(pick(row)).toEqual(want);
      }
      expect(byDay.byBrand).toHaveLength(1);
      expect(pick(byDay.byBrand[0])).toEqual(pick(byDay.totals));
      const reasons = byDay.returnReasons.map((r: Json) => [r.reason, r.returnsCount, r.returnedUnits]);
      // s5's return went with its cancellation.
      expect(reasons).toEqual([
        ["Defectuoso", 2, 2],
        ["No era la pieza", 1, 1],
      ]);

      const sellers = await report({ sellerId: s1.sale.seller.id });
      expect(pick(sellers.totals)).toEqual(
        expected(
          sales,
          "2025-03-09",
          "2025-04-02",
          (s, l) => ours(s, l) && s.seller.id === s1.sale.seller.id,
        ),
      );
      // Another time zone moves the edges: in UTC the 23:59 sale is Monday's.
      const settings = (await admin.call("getShopSettings")).body;
      expectStatus(await admin.call("updateShopSettings", { body: { ...settings, timeZone: "UTC" } }), 200);
      try {
        const utc = await report({ from: "2025-03-10", to: "2025-03-10" });
        expect(pick(utc.totals)).toEqual(
          expected(sales, "2025-03-10", "2025-03-10", ours, (iso) => iso.slice(0, 10)),
        );
      } finally {
        await admin.call("updateShopSettings", { body: settings });
      }
    },
  },
  {
    title: "getSalesReport: a period backwards, impossible or over 366 days → 400; a Vendedor → 403",
    covers: [
      ["getSalesReport", "validation"],
      ["getSalesReport", "forbidden"],
      ["getSalesReport", "unauthenticated"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const call = (from: string, to: string) => admin.call("getSalesReport", { query: { from, to } });
      expectError(await call("2025-03-10", "2025-03-09"), 400, REPORT_MESSAGES.invalidPeriod);
      expectError(await call("2025-02-30", "2025-03-09"), 400);
      expectError(await call("2024-01-01", "2025-01-01"), 400, REPORT_MESSAGES.periodTooLong);
      expectStatus(await call("2024-01-01", "2024-12-31"), 200);
      const seller = await ctx.vendedor();
      expectError(
        await seller.call("getSalesReport", { query: { from: "2025-03-01", to: "2025-03-02" } }),
        403,
      );
      expectError(
        await ctx.anon().call("getSalesReport", { query: { from: "2025-03-01", to: "2025-03-02" } }),
        401,
      );
    },
  },
  {
    title:
      "getStockReport: valuation at cost and price; dead stock lists a stocked part never sold, not one sold today",
    covers: [
      ["getStockReport", "success"],
      ["getStockReport", "validation"],
      ["getStockReport", "forbidden"],
      ["getStockReport", "unauthenticated"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const idle = await stockedProduct(admin, 7, 123.45);
      const sold = await stockedProduct(admin, 7, 99);
      expectStatus(
        await admin.call("createSale", {
          body: {
            status: "completed",
            paymentMethod: "efectivo",
            lines: [{ productId: sold.id, quantity: 1, discount: 0 }],
          },
        }),
        201,
      );
      const res = await admin.call("getStockReport", { query: { days: 180, limit: 500 } });
      expectStatus(res, 200);
      const products: Json[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = (await admin.call("listProducts", { query: { limit: 100, offset } })).body;
        products.push(...page);
        if (page.length < 100) break;
      }
      const stocked = products.filter((p) => p.stock > 0);
      expect(res.body.valuation).toEqual({
        products: stocked.length,
        units: stocked.reduce((sum, p) => sum + p.stock, 0),
        costCents: stocked.reduce((sum, p) => sum + cents(p.costPrice) * p.stock, 0),
        priceCents: stocked.reduce((sum, p) => sum + cents(p.sellingPrice) * p.stock, 0),
      });
      const ids = res.body.deadStock.items.map((item: Json) => item.id);
      expect(res.body.deadStock.days).toBe(180);
      expect(ids).toContain(idle.id);
      expect(ids).not.toContain(sold.id);
      expect(res.body.deadStock.items.find((item: Json) => item.id === idle.id)).toMatchObject({
        stock: 7,
        lastSoldAt: null,
        valueCents: cents(idle.costPrice) * 7,
      });
      expectError(await admin.call("getStockReport", { query: { days: 30 } }), 400);
      expectError(await (await ctx.vendedor()).call("getStockReport"), 403);
      expectError(await ctx.anon().call("getStockReport"), 401);
    },
  },
];
