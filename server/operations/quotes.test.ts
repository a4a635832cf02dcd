// Quotes, lost sales and the counter's customer picker: every refusal of
// server/operations/quotes.ts, lost-sales.ts and counter-customers.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { LOST_SALE_MESSAGES } from "../../rules/lost-sales";
import { MESSAGES } from "../../rules/messages";
import { QUOTE_MESSAGES } from "../../rules/quotes";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import {
  call,
  contextOf,
  counterOpenFor,
  expectRefusal,
  freshStore,
  newProduct,
  setCounterMode,
  store,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const line = (productId: number, quantity = 1) => ({ productId, quantity, discount: 0 });
const refreshed = { prices: "refreshed" as const, paymentMethod: "efectivo" as const };

async function quoteOf(productId: number) {
  return (await call("createQuote", "vendedor", { body: { lines: [line(productId)] } })).body;
}

/** The quote issued long enough ago to have expired. */
async function expiredQuote(productId: number) {
  const quote = await quoteOf(productId);
  const expired = storeWith("quotes", {
    find: async (id: number) => {
      const found = await store.quotes.find(id);
      return found && { ...found, createdAt: "2020-01-01T12:00:00.000Z", validUntil: "2020-01-10" };
    },
  });
  return { quote, expired };
}

describe("quotes", () => {
  beforeEach(() => counterOpenFor("vendedor").then(() => undefined));

  it("issues a quote, reads it and converts it into a sale", async () => {
    const product = await newProduct({ stock: 5 });
    const quote = await quoteOf(product.id);
    expect(quote.state).toBe("vigente");
    expect((await call("getQuote", "vendedor", { params: { id: quote.id } })).body.id).toBe(quote.id);
    const sale = await call("convertQuote", "vendedor", {
      params: { id: quote.id },
      body: { ...refreshed, prices: "kept" },
    });
    expect(sale.body.status).toBe("completed");
  });

  it("records nothing with 'Modo mostrador' off", async () => {
    const product = await newProduct();
    const quote = await quoteOf(product.id);
    await setCounterMode(false);
    await expectRefusal(
      call("createQuote", "vendedor", { body: { lines: [line(product.id)] } }),
      409,
      QUOTE_MESSAGES.counterModeOff,
    );
    await expectRefusal(
      call("convertQuote", "vendedor", { params: { id: quote.id }, body: refreshed }),
      409,
      QUOTE_MESSAGES.counterModeOff,
    );
  });

  it("refuses an empty quote, and a line the sale's rules refuse", async () => {
    await expectRefusal(
      call("createQuote", "vendedor", { body: { lines: [] } }),
      400,
      QUOTE_MESSAGES.emptyQuote,
    );
    await expectRefusal(
      call("createQuote", "vendedor", { body: { lines: [line(999_999)] } }),
      404,
      MESSAGES.productNotFound,
    );
  });

  it("answers 404 for a quote that does not exist", async () => {
    await expectRefusal(
      call("getQuote", "vendedor", { params: { id: 999_999 } }),
      404,
      QUOTE_MESSAGES.quoteNotFound,
    );
    await expectRefusal(
      call("convertQuote", "vendedor", { params: { id: 999_999 }, body: refreshed }),
      404,
      QUOTE_MESSAGES.quoteNotFound,
    );
  });

  it("converts a quote once, also when another conversion won the race", async () => {
    const product = await newProduct({ stock: 5 });
    const quote = await quoteOf(product.id);
    const raced = storeWith("sales", { create: async () => ({ stale: true }) as never });
    await expectRefusal(
      call("convertQuote", await contextOf("vendedor", { store: raced }), {
        params: { id: quote.id },
        body: refreshed,
      }),
      409,
      QUOTE_MESSAGES.alreadyConverted,
    );
    await call("convertQuote", "vendedor", { params: { id: quote.id }, body: refreshed });
    await expectRefusal(
      call("convertQuote", "vendedor", { params: { id: quote.id }, body: refreshed }),
      409,
      QUOTE_MESSAGES.alreadyConverted,
    );
  });

  it("keeps no prices of an expired quote", async () => {
    const product = await newProduct({ stock: 5 });
    const { quote, expired } = await expiredQuote(product.id);
    await expectRefusal(
      call("convertQuote", await contextOf("vendedor", { store: expired }), {
        params: { id: quote.id },
        body: { ...refreshed, prices: "kept" },
      }),
      409,
      QUOTE_MESSAGES.expiredKeepsNoPrices,
    );
  });

  it("answers 404 for a quoted part deleted since", async () => {
    const product = await newProduct({ stock: 5 });
    const quote = await quoteOf(product.id);
    await store.products.delete(product.id);
    await expectRefusal(
      call("convertQuote", "vendedor", { params: { id: quote.id }, body: refreshed }),
      404,
      MESSAGES.productNotFound,
    );
  });
});

describe("lost sales", () => {
  it("records a part asked for, and a described one, and reports them", async () => {
    await setCounterMode(true);
    const product = await newProduct();
    expect(
      (
        await call("createLostSale", "vendedor", {
          body: { productId: product.id, quantity: 1, reason: "no_stock" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call("createLostSale", "vendedor", {
          body: { description: "Faro LED", quantity: 2, reason: "not_carried" },
        })
      ).status,
    ).toBe(201);
    expect((await call("getLostSalesReport", "admin", { query: {} })).body.quantity).toBe(3);
  });

  it("records nothing with 'Modo mostrador' off", async () => {
    await expectRefusal(
      call("createLostSale", "vendedor", { body: { description: "Faro", quantity: 1, reason: "price" } }),
      409,
      LOST_SALE_MESSAGES.counterModeOff,
    );
  });

  it("answers 404 for a part that does not exist, 400 when neither part nor description is given", async () => {
    await setCounterMode(true);
    await expectRefusal(
      call("createLostSale", "vendedor", { body: { productId: 999_999, quantity: 1, reason: "price" } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("createLostSale", "vendedor", { body: { description: "  ", quantity: 1, reason: "price" } }),
      400,
      LOST_SALE_MESSAGES.whatRequired,
    );
  });
});

describe("counter customer picker", () => {
  it("searches every customer with the mode on, and refuses with it off", async () => {
    await expectRefusal(
      call("lookupCounterCustomers", "vendedor", { query: { q: "a" } }),
      409,
      SALE_MESSAGES.counterModeOff,
    );
    await setCounterMode(true);
    expect((await call("lookupCounterCustomers", "vendedor", { query: { q: "" } })).status).toBe(200);
  });
});
