// Counter sales ('Modo mostrador') and the shop settings: the mode off by default, the stock moved
// by sales, pending sales, cancellations and returns, the line rules' messages, roles.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { REPORT_MESSAGES } from "../../../rules/report-messages";
import { SALE_MESSAGES } from "../../../rules/sale-messages";
import { authScenarios } from "../support/auth-scenarios";
import { counterCustomersScenarios } from "./counter-customers.scenarios";
import { pendingSaleTermsScenarios } from "./pending-sale-terms.scenarios";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { counterModeOn, recordedSale, saleBody, stockedProduct } from "../support/sales";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

const stockOf = async (client: ApiClient, id: number) =>
  (await client.call("getProduct", { path: { id } })).body.stock as number;

export const salesScenarioList: Scenario[] = [
  {
    title: "getShopSettings: the mode is off by default and a sale is refused until it is on",
    covers: [
      ["getShopSettings", "success"],
      ["createSale", "conflict"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const res = await seller.call("getShopSettings");
      expectStatus(res, 200);
      expect(res.body).toEqual({
        counterMode: false,
        businessName: "",
        taxId: "",
        address: "",
        phone: "",
        receiptFooter: "",
        taxRate: 16,
        maxDiscount: 25,
        paymentMethods: ["efectivo", "tarjeta", "transferencia"],
        requireOpenSession: true,
        closingThresholdCents: 0,
        quoteValidityDays: 15,
        timeZone: "America/Bogota",
      });
      const product = (await seller.call("listProducts", { query: { limit: 1 } })).body[0];
      expectError(
        await seller.call("createSale", { body: saleBody(product.id) }),
        409,
        SALE_MESSAGES.counterModeOff,
      );
    },
  },
  {
    title: "updateShopSettings: an Administrador saves trimmed details; unknown fields and bad values → 400",
    covers: [
      ["updateShopSettings", "success"],
      ["updateShopSettings", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const current = (await admin.call("getShopSettings")).body;
      const res = await admin.call("updateShopSettings", {
        body: {
          ...current,
          counterMode: true,
          businessName: "  Repuestos El Pistón C.A. ",
          taxId: "J-12345678-9",
          paymentMethods: ["transferencia", "efectivo"],
        },
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({
        counterMode: true,
        businessName: "Repuestos El Pistón C.A.",
        paymentMethods: ["efectivo", "transferencia"],
      });
      expect((await (await ctx.vendedor()).call("getShopSettings")).body).toEqual(res.body);
      expectError(await admin.call("updateShopSettings", { body: { ...current, taxRate: 101 } }), 400);
      expectError(await admin.call("updateShopSettings", { body: { ...current, paymentMethods: [] } }), 400);
      // The reports' days are the shop's: a zone the server does not know is refused, not guessed.
      expectError(
        await admin.call("updateShopSettings", { body: { ...current, timeZone: "America/Atlantida" } }),
        400,
        REPORT_MESSAGES.invalidTimeZone,
      );
      const zoned = await admin.call("updateShopSettings", {
        body: { ...res.body, timeZone: "Asia/Kathmandu" },
      });
      expectStatus(zoned, 200);
      expect(zoned.body.timeZone).toBe("Asia/Kathmandu");
      expectStatus(
        await admin.call("updateShopSettings", {
          body: { ...res.body, paymentMethods: ["efectivo", "tarjeta", "transferencia"] },
        }),
        200,
      );
    },
  },
  {
    title: "createSale: lowers the stock, merges a product named twice, computes IVA and total in cents",
    covers: [["createSale", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const seller = await ctx.vendedor();
      const product = await stockedProduct(admin, 6, 10.5);
      const res = await seller.call("createSale", {
        body: {
          status: "completed",
          paymentMethod: "tarjeta",
          customerName: "Carmen López",
          lines: [
            { productId: product.id, quantity: 2, discount: 0 },
            { productId: product.id, quantity: 1, discount: 5 },
          ],
        },
      });
      expectStatus(res, 201);
      // 3 × 10.50 = 31.50, 5 % = 1.58 → 29.92; IVA 16 % = 4.79.
      expect(res.body).toMatchObject({
        status: "completed",
        customerName: "Carmen López",
        paymentMethod: "tarjeta",
        itemsCount: 3,
        subtotal: 29.92,
        discountTotal: 1.58,
        tax: 4.79,
        total: 34.71,
        returnedTotal: 0,
        seller: { name: expect.any(String) },
      });
      expect(res.body.lines).toHaveLength(1);
      expect(await stockOf(admin, product.id)).toBe(3);
      const read = await seller.call("getSale", { path: { id: res.body.id } });
      expect(read.body).toEqual(res.body);
    },
  },
  {
    title: "createSale: the specification's line rules and their messages; a Vendedor's discount cap",
    covers: [
      ["createSale", "validation"],
      ["createSale", "notFound"],
      ["createSale", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const settings = await counterModeOn(admin);
      const seller = await ctx.vendedor();
      const product = await stockedProduct(admin, 2);
      const line = (quantity: number, discount = 0) => ({ productId: product.id, quantity, discount });
      const send = (client: ApiClient, lines: unknown[], extra: Record<string, unknown> = {}) =>
        client.call("createSale", {
          body: { status: "completed", paymentMethod: "efectivo", lines, ...extra },
        });
      expectError(await send(seller, []), 400, SALE_MESSAGES.emptySale);
      expectError(await send(seller, [line(0)]), 400, SALE_MESSAGES.invalidQuantity);
      expectError(await send(seller, [line(3)]), 409, "Cantidad excede stock");
      expectError(await send(seller, [line(3)]), 409, "Solo hay 2 unidades disponibles.");
      expectError(await send(seller, [line(1), line(2)]), 409, "Solo hay 2 unidades disponibles en total.");
      expectError(await send(seller, [line(1, 101)]), 400);
      expectError(await send(seller, [line(1, settings.maxDiscount + 1)]), 400, "Descuento no permitido");
      expectError(await send(seller, [{ ...line(1), productId: 999_999 }]), 404, MESSAGES.productNotFound);
      expectError(await send(seller, [line(1)], { customerId: 999_999 }), 404, MESSAGES.customerNotFound);
      expectError(await send(seller, [line(1)], { paymentMethod: "paypal" }), 400);
      expect(await stockOf(admin, product.id)).toBe(2);
      // An Administrador may go beyond the cap; a pending sale holds no stock.
      expectStatus(await send(admin, [line(1, settings.maxDiscount + 10)]), 201);
      expectStatus(await send(seller, [line(5)], { status: "pending" }), 201);
      expect(await stockOf(admin, product.id)).toBe(1);
    },
  },
  {
    title: "createSale: two counters selling the last unit at once, exactly one succeeds",
    covers: [["createSale", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const [one, two] = [await ctx.vendedor(), await ctx.vendedor2()];
      for (let round = 0; round < 3; round += 1) {
        const product = await stockedProduct(admin, 1);
        const answers = await Promise.all(
          [one, two, admin].map((c) => c.call("createSale", { body: saleBody(product.id) })),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
        for (const refused of answers.filter((a) => a.status === 409))
          expect(refused.body.message).toBe(
            `Cantidad excede stock: ${product.name}. Solo hay 0 unidades disponibles.`,
          );
        expect(await stockOf(admin, product.id)).toBe(0);
      }
    },
  },
  {
    title:
      "listSales: newest first, paged with X-Total-Count, searched by number, customer or payment, filtered",
    covers: [
      ["listSales", "success"],
      ["listSales", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const pending = await recordedSale(admin, seller, "pending");
      const page = await seller.call("listSales", { query: { limit: 5 } });
      expectStatus(page, 200);
      const total = Number(page.headers.get("x-total-count"));
      expect(total).toBeGreaterThan(5);
      expect(page.body).toHaveLength(5);
      const times = page.body.map((s: { createdAt: string }) => Date.parse(s.createdAt));
      expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
      const next = await seller.call("listSales", { query: { limit: 5, offset: 5 } });
      expect(next.body[0].id).not.toBe(page.body[4].id);
      const pendings = (await seller.call("listSales", { query: { status: "pending", limit: 200 } })).body;
      expect(pendings.map((s: { id: number }) => s.id)).toContain(pending.id);
      expect(pendings.every((s: { status: string }) => s.status === "pending")).toBe(true);
      const byNumber = (await seller.call("listSales", { query: { search: String(pending.id) } })).body;
      expect(byNumber.map((s: { id: number }) => s.id)).toContain(pending.id);
      const byPayment = (await seller.call("listSales", { query: { search: "TARJ", limit: 200 } })).body;
      expect(byPayment.length).toBeGreaterThan(0);
      expect(
        byPayment.every(
          (s: { paymentMethod: string; customerName: string | null }) =>
            s.paymentMethod === "tarjeta" || (s.customerName ?? "").toLowerCase().includes("tarj"),
        ),
      ).toBe(true);
      expectError(await seller.call("listSales", { query: { status: "done" } }), 400);
      expectError(await seller.call("listSales", { query: { limit: 0 } }), 400);
    },
  },
  {
    title: "getSale: unknown → 404, not a number → 400",
    covers: [
      ["getSale", "success"],
      ["getSale", "notFound"],
      ["getSale", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const sale = await recordedSale(admin, seller);
      expectStatus(await seller.call("getSale", { path: { id: sale.id } }), 200);
      expectError(await seller.call("getSale", { path: { id: 999_999 } }), 404, SALE_MESSAGES.saleNotFound);
      expectError(await seller.call("getSale", { path: { id: "uno" } }), 400);
    },
  },
  {
    title: "completeSale: a pending sale takes its stock when completed; not pending → 409",
    covers: [
      ["completeSale", "success"],
      ["completeSale", "conflict"],
      ["completeSale", "notFound"],
      ["completeSale", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const pending = await recordedSale(admin, seller, "pending");
      const productId = pending.lines[0].productId;
      expect(await stockOf(admin, productId)).toBe(5);
      const done = await seller.call("completeSale", { path: { id: pending.id } });
      expectStatus(done, 200);
      expect(done.body.status).toBe("completed");
      expect(await stockOf(admin, productId)).toBe(3);
      expectError(
        await seller.call("completeSale", { path: { id: pending.id } }),
        409,
        SALE_MESSAGES.notPending,
      );
      expectError(await seller.call("completeSale", { path: { id: 999_999 } }), 404);
      expectError(await seller.call("completeSale", { path: { id: "x" } }), 400);
    },
  },
  {
    title: "cancelSale: a completed sale's units come back; twice → 409",
    covers: [
      ["cancelSale", "success"],
      ["cancelSale", "conflict"],
      ["cancelSale", "notFound"],
      ["cancelSale", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const sale = await recordedSale(admin, await ctx.vendedor());
      const productId = sale.lines[0].productId;
      expect(await stockOf(admin, productId)).toBe(3);
      const res = await admin.call("cancelSale", { path: { id: sale.id } });
      expectStatus(res, 200);
      expect(res.body.status).toBe("canceled");
      expect(await stockOf(admin, productId)).toBe(5);
      expectError(
        await admin.call("cancelSale", { path: { id: sale.id } }),
        409,
        SALE_MESSAGES.alreadyCanceled,
      );
      expectError(await admin.call("cancelSale", { path: { id: 999_999 } }), 404);
      expectError(await admin.call("cancelSale", { path: { id: "x" } }), 400);
    },
  },
  {
    title: "createSaleReturn: part of a line comes back with the money; beyond what was sold → 409",
    covers: [
      ["createSaleReturn", "success"],
      ["createSaleReturn", "validation"],
      ["createSaleReturn", "conflict"],
      ["createSaleReturn", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const sale = await recordedSale(admin, await ctx.vendedor());
      const line = sale.lines[0];
      const res = await admin.call("createSaleReturn", {
        path: { id: sale.id },
        body: { reason: "No era la pieza", lines: [{ lineId: line.id, quantity: 1 }] },
      });
      expectStatus(res, 201);
      expect(res.body.lines[0].returnedQuantity).toBe(1);
      expect(res.body.returns[0]).toMatchObject({
        reason: "No era la pieza",
        lines: [{ lineId: line.id, quantity: 1 }],
      });
      // One of two units: half the line, with its IVA.
      expect(res.body.returnedTotal).toBe(Math.round(sale.total * 50) / 100);
      expect(await stockOf(admin, line.productId)).toBe(4);
      const again = (quantity: number, reason = "Otra") =>
        admin.call("createSaleReturn", {
          path: { id: sale.id },
          body: { reason, lines: [{ lineId: line.id, quantity }] },
        });
      expectError(await again(2), 409, "Quedan 1 unidades por devolver.");
      expectError(await again(1, "  "), 400, SALE_MESSAGES.returnReasonRequired);
      expectError(await again(0), 400, SALE_MESSAGES.returnEmpty);
      expectError(
        await admin.call("createSaleReturn", {
          path: { id: sale.id },
          body: { reason: "x", lines: [{ lineId: 999_999, quantity: 1 }] },
        }),
        400,
        SALE_MESSAGES.returnLineMissing,
      );
      expectError(
        await admin.call("createSaleReturn", {
          path: { id: 999_999 },
          body: { reason: "x", lines: [{ lineId: 1, quantity: 1 }] },
        }),
        404,
      );
      const pending = await recordedSale(admin, await ctx.vendedor(), "pending");
      expectError(
        await admin.call("createSaleReturn", {
          path: { id: pending.id },
          body: { reason: "x", lines: [{ lineId: pending.lines[0].id, quantity: 1 }] },
        }),
        409,
        SALE_MESSAGES.returnNeedsCompleted,
      );
    },
  },
  {
    title: "the dashboard reads recorded sales at once: count, recent sales, top sellers",
    covers: [["createSale", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const before = (await admin.call("getDashboardStats")).body.totalSales;
      const product = await stockedProduct(admin, 500, 9_999_999);
      const sale = await admin.call("createSale", { body: saleBody(product.id, 300) });
      expectStatus(sale, 201);
      expect((await admin.call("getDashboardStats")).body.totalSales).toBe(before + 1);
      expect((await admin.call("listRecentSales", { query: { limit: 1 } })).body[0]).toMatchObject({
        id: sale.body.id,
        total: sale.body.total,
        itemsCount: 300,
      });
      expect((await admin.call("listTopSellingProducts", { query: { limit: 1 } })).body[0]).toMatchObject({
        id: product.id,
        unitsSold: 300,
        totalSales: sale.body.subtotal,
      });
      expectStatus(await admin.call("cancelSale", { path: { id: sale.body.id } }), 200);
      expect((await admin.call("getDashboardStats")).body.totalSales).toBe(before);
      expect((await admin.call("listTopSellingProducts", { query: { limit: 1 } })).body[0].id).not.toBe(
        product.id,
      );
    },
  },
  ...pendingSaleTermsScenarios,
  ...counterCustomersScenarios,
  ...authScenarios("sales"),
];

export function defineSalesSuite(target: Target): void {
  runScenarios(target, "sales", salesScenarioList);
}
