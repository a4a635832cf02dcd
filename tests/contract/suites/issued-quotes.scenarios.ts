// Quotes ('Cotización'): issued only with the mode on, priced as a sale and kept as issued, holding no
// stock; found by number, customer, state and date; converted once into a sale at today's stock with
// the quote's prices or today's; an expired quote converts only at today's prices.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { QUOTE_MESSAGES } from "../../../rules/quotes";
import { stockExceededMessage } from "../../../rules/sale-messages";
import { expectError, expectStatus, unique } from "../support/expectations";
import { issuedQuote, repriced, withQuoteValidity } from "../support/quotes";
import { counterModeOff, counterModeOn, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

const DAY_MS = 86_400_000;

export const quoteScenarios: Scenario[] = [
  {
    title:
      "convertQuote: kept prices honour the discounts the quote was issued with; today's are checked again",
    covers: [
      ["convertQuote", "success"],
      ["convertQuote", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const settings = await counterModeOn(admin);
      const discount = settings.maxDiscount + 15;
      const issue = async () => {
        const part = await stockedProduct(admin, 5, 1000);
        const res = await admin.call("createQuote", {
          body: { lines: [{ productId: part.id, quantity: 1, discount }] },
        });
        expectStatus(res, 201);
        return res.body;
      };
      const kept = await seller.call("convertQuote", {
        path: { id: (await issue()).id },
        body: { prices: "kept", paymentMethod: "efectivo" },
      });
      expectStatus(kept, 201);
      expect(kept.body.lines[0]).toMatchObject({ unitPrice: 1000, discount });
      expectError(
        await seller.call("convertQuote", {
          path: { id: (await issue()).id },
          body: { prices: "refreshed", paymentMethod: "efectivo" },
        }),
        400,
        "Descuento no permitido",
      );
    },
  },
  {
    title: "createQuote: refused with the mode off; then priced as a sale, valid 15 days, holding no stock",
    covers: [
      ["createQuote", "conflict"],
      ["createQuote", "success"],
      ["getQuote", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      await counterModeOn(admin);
      const a = await stockedProduct(admin, 1, 1000);
      const b = await stockedProduct(admin, 0, 250.5);
      const body = {
        customerName: " Taller Los Pinos ",
        lines: [
          { productId: a.id, quantity: 2, discount: 10 },
          { productId: b.id, quantity: 1, discount: 0 },
          { productId: a.id, quantity: 1, discount: 10 },
        ],
      };
      await counterModeOff(admin);
      expectError(await seller.call("createQuote", { body }), 409, QUOTE_MESSAGES.counterModeOff);
      await counterModeOn(admin);
      const res = await seller.call("createQuote", { body });
      expectStatus(res, 201);
      // 3 × 1000 − 10 % = 2700; + 250.50 = 2950.50; IVA 16 % = 472.08; total 3422.58.
      expect(res.body).toMatchObject({
        number: `COT-${String(res.body.id).padStart(6, "0")}`,
        state: "vigente",
        validityDays: 15,
        customerId: null,
        customerName: "Taller Los Pinos",
        seller: { name: expect.any(String) },
        taxRate: 16,
        subtotal: 2950.5,
        discountTotal: 300,
        tax: 472.08,
        total: 3422.58,
        saleId: null,
        convertedAt: null,
      });
      expect(Date.parse(res.body.validUntil) - Date.parse(res.body.createdAt)).toBe(15 * DAY_MS);
      expect(res.body.lines).toEqual([
        expect.objectContaining({
          productId: a.id,
          quantity: 3,
          unitPrice: 1000,
          discount: 10,
          subtotal: 2700,
        }),
        expect.objectContaining({ productId: b.id, quantity: 1, unitPrice: 250.5, subtotal: 250.5 }),
      ]);
      // A quote holds no stock: more than the stock may be quoted, and the stock does not move.
      expect((await admin.call("getProduct", { path: { id: a.id } })).body.stock).toBe(1);
      expect((await admin.call("getProduct", { path: { id: b.id } })).body.stock).toBe(0);
      // Immutable once issued: a later price change leaves the quote as it was.
      await repriced(admin, a.id, 1200);
      const again = await seller.call("getQuote", { path: { id: res.body.id } });
      expectStatus(again, 200);
      expect(again.body).toEqual(res.body);
    },
  },
  {
    title:
      "createQuote / getQuote: an empty cart, a Vendedor's discount past the maximum, a missing part or quote",
    covers: [
      ["createQuote", "validation"],
      ["createQuote", "notFound"],
      ["getQuote", "notFound"],
      ["getQuote", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const settings = await counterModeOn(admin);
      const part = await stockedProduct(admin, 3);
      const send = (client: typeof seller, lines: unknown[]) =>
        client.call("createQuote", { body: { lines } });
      expectError(await send(seller, []), 400, QUOTE_MESSAGES.emptyQuote);
      expectError(
        await send(seller, [{ productId: part.id, quantity: 1, discount: settings.maxDiscount + 1 }]),
        400,
        "Descuento no permitido",
      );
      expectError(await send(seller, [{ productId: part.id, quantity: 0, discount: 0 }]), 400);
      expectError(
        await send(seller, [{ productId: 999_999, quantity: 1, discount: 0 }]),
        404,
        MESSAGES.productNotFound,
      );
      expectError(
        await seller.call("getQuote", { path: { id: 999_999 } }),
        404,
        QUOTE_MESSAGES.quoteNotFound,
      );
      expectError(await seller.call("getQuote", { path: { id: "uno" } }), 400);
    },
  },
  {
    title: "listQuotes: found by number, customer, state and date, newest first, with the total",
    covers: [
      ["listQuotes", "success"],
      ["listQuotes", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const customer = unique("Cliente Cotiza");
      const { quote: first } = await issuedQuote(admin, { customerName: customer });
      const { quote: second } = await issuedQuote(admin, { customerName: customer });
      const byName = await admin.call("listQuotes", { query: { search: customer.toUpperCase() } });
      expectStatus(byName, 200);
      expect(byName.body.map((q: { id: number }) => q.id)).toEqual([second.id, first.id]);
      expect(byName.headers.get("x-total-count")).toBe("2");
      const byNumber = await admin.call("listQuotes", { query: { search: first.number } });
      expect(byNumber.body.map((q: { id: number }) => q.id)).toContain(first.id);
      const vigentes = await admin.call("listQuotes", { query: { search: customer, state: "vigente" } });
      expect(vigentes.body).toHaveLength(2);
      const vencidas = await admin.call("listQuotes", { query: { search: customer, state: "vencida" } });
      expect(vencidas.body).toEqual([]);
      const later = new Date(Date.now() + 60_000).toISOString();
      expect((await admin.call("listQuotes", { query: { search: customer, from: later } })).body).toEqual([]);
      expect((await admin.call("listQuotes", { query: { search: customer, to: later } })).body).toHaveLength(
        2,
      );
      const paged = await admin.call("listQuotes", { query: { search: customer, limit: 1, offset: 1 } });
      expect(paged.body.map((q: { id: number }) => q.id)).toEqual([first.id]);
      expectError(await admin.call("listQuotes", { query: { state: "otra" } }), 400);
    },
  },
  {
    title: "convertQuote: a sale at the quote's prices, the stock lowered, the quote converted once",
    covers: [
      ["convertQuote", "success"],
      ["convertQuote", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const { quote, product } = await issuedQuote(admin, { stock: 5, quantity: 2, clerk: seller });
      await repriced(admin, product.id, 1500);
      const res = await seller.call("convertQuote", {
        path: { id: quote.id },
        body: { prices: "kept", paymentMethod: "efectivo" },
      });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        status: "completed",
        subtotal: 2000,
        total: 2320,
        paymentMethod: "efectivo",
      });
      expect(res.body.lines).toEqual([
        expect.objectContaining({ productId: product.id, quantity: 2, unitPrice: 1000 }),
      ]);
      expect((await admin.call("getProduct", { path: { id: product.id } })).body.stock).toBe(3);
      const converted = (await seller.call("getQuote", { path: { id: quote.id } })).body;
      expect(converted).toMatchObject({
        state: "convertida",
        saleId: res.body.id,
        convertedAt: expect.any(String),
      });
      expectError(
        await seller.call("convertQuote", {
          path: { id: quote.id },
          body: { prices: "kept", paymentMethod: "efectivo" },
        }),
        409,
        QUOTE_MESSAGES.alreadyConverted,
      );
      expect((await admin.call("getProduct", { path: { id: product.id } })).body.stock).toBe(3);
      const listed = await admin.call("listQuotes", { query: { search: quote.number, state: "convertida" } });
      expect(listed.body.map((q: { id: number }) => q.id)).toEqual([quote.id]);
    },
  },
  {
    title: "convertQuote: today's prices when asked; short stock and expired prices refused in Spanish",
    covers: [
      ["convertQuote", "conflict"],
      ["convertQuote", "notFound"],
      ["convertQuote", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const { quote, product } = await issuedQuote(admin, { stock: 5, quantity: 2 });
      await repriced(admin, product.id, 1500);
      const fresh = await admin.call("convertQuote", {
        path: { id: quote.id },
        body: { prices: "refreshed", paymentMethod: "efectivo" },
      });
      expectStatus(fresh, 201);
      expect(fresh.body).toMatchObject({ subtotal: 3000 });

      const { quote: big, product: scarce } = await issuedQuote(admin, { stock: 1, quantity: 3 });
      expectError(
        await admin.call("convertQuote", {
          path: { id: big.id },
          body: { prices: "kept", paymentMethod: "efectivo" },
        }),
        409,
        stockExceededMessage(scarce.name, 1, false),
      );
      expect((await admin.call("getQuote", { path: { id: big.id } })).body.state).toBe("vigente");

      await withQuoteValidity(admin, 0, async () => {
        const { quote: old } = await issuedQuote(admin, { stock: 5, quantity: 1 });
        expect(old.state).toBe("vencida");
        expectError(
          await admin.call("convertQuote", {
            path: { id: old.id },
            body: { prices: "kept", paymentMethod: "efectivo" },
          }),
          409,
          QUOTE_MESSAGES.expiredKeepsNoPrices,
        );
        expectStatus(
          await admin.call("convertQuote", {
            path: { id: old.id },
            body: { prices: "refreshed", paymentMethod: "efectivo" },
          }),
          201,
        );
      });

      expectError(
        await admin.call("convertQuote", {
          path: { id: 999_999 },
          body: { prices: "kept", paymentMethod: "efectivo" },
        }),
        404,
        QUOTE_MESSAGES.quoteNotFound,
      );
      expectError(
        await admin.call("convertQuote", { path: { id: big.id }, body: { paymentMethod: "efectivo" } }),
        400,
      );
      expectError(await admin.call("convertQuote", { path: { id: big.id }, body: { prices: "kept" } }), 400);
    },
  },
];
