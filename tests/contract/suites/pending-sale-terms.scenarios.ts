// A pending sale completed after its terms changed: the price of a part rose, the shop's maximum
// discount fell below the line's, the card is no longer accepted. The completion answers 409 with
// the differences in Spanish and writes nothing, until the clerk accepts today's terms (choosing an
// accepted payment method); then it completes at today's prices, discounts and payment.
import { expect } from "vitest";
import { SALE_MESSAGES } from "../../../rules/sale-messages";
import { NO_LONGER_ACCEPTED } from "../../../rules/sale-terms";
import { productUpdateBody } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { counterModeOn, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

const stockOf = async (client: ApiClient, id: number) =>
  (await client.call("getProduct", { path: { id } })).body.stock as number;

async function repriced(admin: ApiClient, id: number, sellingPrice: number): Promise<void> {
  const product = (await admin.call("getProduct", { path: { id } })).body;
  const res = await admin.call("updateProduct", {
    path: { id },
    body: {
      ...productUpdateBody(product),
      discount: product.ownDiscount,
      sellingPrice,
      version: product.version,
    },
  });
  expectStatus(res, 200);
}

export const pendingSaleTermsScenarios: Scenario[] = [
  {
    title:
      "completeSale: a pending sale whose price, discount cap and payment changed → 409 with the differences, then today's terms once accepted",
    covers: [
      ["completeSale", "conflict"],
      ["completeSale", "validation"],
      ["completeSale", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const before: Json = await counterModeOn(admin);
      const shop = async (changes: Json) =>
        expectStatus(await admin.call("updateShopSettings", { body: { ...before, ...changes } }), 200);
      await shop({ maxDiscount: 10, taxRate: 19, paymentMethods: ["efectivo", "tarjeta"] });
      try {
        const pricey = await stockedProduct(admin, 5, 15000);
        const steady = await stockedProduct(admin, 5, 20000);
        const created = await seller.call("createSale", {
          body: {
            status: "pending",
            paymentMethod: "tarjeta",
            lines: [
              { productId: pricey.id, quantity: 2, discount: 10 },
              { productId: steady.id, quantity: 1, discount: 0 },
            ],
          },
        });
        expectStatus(created, 201);
        const pending = created.body;
        await repriced(admin, pricey.id, 18000);
        await shop({ maxDiscount: 5, taxRate: 19, paymentMethods: ["efectivo", "transferencia"] });

        const refused = await seller.call("completeSale", { path: { id: pending.id } });
        expectStatus(refused, 409);
        expect(refused.body).toEqual({
          message: SALE_MESSAGES.termsChanged,
          differences: [
            { part: `${pricey.name}: precio`, before: "$\u00a015.000", after: "$\u00a018.000" },
            { part: `${pricey.name}: descuento`, before: "10 %", after: "5 %" },
            { part: "Forma de pago", before: "Tarjeta de crédito/débito", after: NO_LONGER_ACCEPTED },
            // (2 × 15 000 − 10 % + 20 000) × 1,19 → (2 × 18 000 − 5 % + 20 000) × 1,19
            { part: "Total", before: "$\u00a055.930", after: "$\u00a064.498" },
          ],
        });
        expect(await stockOf(admin, pricey.id)).toBe(5);
        expect((await seller.call("getSale", { path: { id: pending.id } })).body.status).toBe("pending");

        expectError(
          await seller.call("completeSale", {
            path: { id: pending.id },
            query: { acceptCurrentTerms: true },
          }),
          400,
          SALE_MESSAGES.paymentNotAccepted,
        );
        expectError(
          await seller.call("completeSale", {
            path: { id: pending.id },
            query: { acceptCurrentTerms: true, paymentMethod: "tarjeta" },
          }),
          400,
          SALE_MESSAGES.paymentNotAccepted,
        );
        const done = await seller.call("completeSale", {
          path: { id: pending.id },
          query: { acceptCurrentTerms: true, paymentMethod: "efectivo" },
        });
        expectStatus(done, 200);
        expect(done.body).toMatchObject({ status: "completed", paymentMethod: "efectivo", total: 64498 });
        expect(done.body.lines.map((line: Json) => [line.unitPrice, line.discount])).toEqual([
          [18000, 5],
          [20000, 0],
        ]);
        expect(await stockOf(admin, pricey.id)).toBe(3);
      } finally {
        await shop({});
      }
    },
  },
];
