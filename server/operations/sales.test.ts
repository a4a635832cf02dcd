// Counter sales: every refusal of server/operations/sales.ts, sale-drafts.ts, sale-payments.ts,
// sale-completion.ts and sale-credit.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { CREDIT_MESSAGES, overLimitMessage, overrideNeedsReasonMessage } from "../../rules/credit-messages";
import { MESSAGES } from "../../rules/messages";
import { REGISTER_MESSAGES, paymentsSumMessage } from "../../rules/register-messages";
import {
  SALE_MESSAGES,
  discountAboveMaxMessage,
  returnTooManyMessage,
  stockExceededMessage,
} from "../../rules/sale-messages";
import {
  call,
  contextOf,
  counterOpenFor,
  expectRefusal,
  freshStore,
  newCustomer,
  newProduct,
  refusalOf,
  setCounterMode,
  store,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const line = (productId: number, quantity = 1, discount = 0) => ({ productId, quantity, discount });
const cash = { status: "completed" as const, paymentMethod: "efectivo" as const };

async function acceptCredit() {
  const settings = await store.shopSettings.get();
  await store.shopSettings.save({ ...settings, paymentMethods: [...settings.paymentMethods, "credito"] });
}

const customerWithCredit = (limitCents: number) => newCustomer("vendedor", "V-5", limitCents);

async function completedSale(quantity = 2) {
  await counterOpenFor("vendedor");
  const product = await newProduct({ stock: 10 });
  const sale = (
    await call("createSale", "vendedor", { body: { ...cash, lines: [line(product.id, quantity)] } })
  ).body;
  return { sale, product };
}

async function pendingSale(paymentMethod: "efectivo" | "tarjeta" = "efectivo") {
  await counterOpenFor("vendedor");
  const product = await newProduct({ stock: 10 });
  const body = { status: "pending" as const, paymentMethod, lines: [line(product.id)] };
  return { sale: (await call("createSale", "vendedor", { body })).body, product };
}

describe("sales", () => {
  it("records a sale, completes a pending one, returns and cancels", async () => {
    const { sale, product } = await completedSale(2);
    expect(sale.status).toBe("completed");
    expect((await store.products.find(product.id))?.stock).toBe(8);
    const returned = await call("createSaleReturn", "admin", {
      params: { id: sale.id },
      body: { reason: "Falla", lines: [{ lineId: sale.lines[0]!.id, quantity: 1 }] },
    });
    expect(returned.status).toBe(201);
    expect((await call("cancelSale", "admin", { params: { id: sale.id } })).body.status).toBe("canceled");
    const pending = (
      await call("createSale", "vendedor", {
        body: { status: "pending", paymentMethod: "efectivo", lines: [line(product.id)] },
      })
    ).body;
    expect(
      (await call("completeSale", "vendedor", { params: { id: pending.id }, query: {} })).body.status,
    ).toBe("completed");
  });

  it("records nothing with 'Modo mostrador' off", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, lines: [line(product.id)] } }),
      409,
      SALE_MESSAGES.counterModeOff,
    );
    const { sale } = await pendingSale();
    await setCounterMode(false);
    await expectRefusal(
      call("completeSale", "vendedor", { params: { id: sale.id }, query: {} }),
      409,
      SALE_MESSAGES.counterModeOff,
    );
  });

  it("answers 404 for a sale that does not exist", async () => {
    await setCounterMode(true);
    const params = { id: 999_999 };
    await expectRefusal(call("getSale", "admin", { params }), 404, SALE_MESSAGES.saleNotFound);
    await expectRefusal(
      call("completeSale", "admin", { params, query: {} }),
      404,
      SALE_MESSAGES.saleNotFound,
    );
    await expectRefusal(call("cancelSale", "admin", { params }), 404, SALE_MESSAGES.saleNotFound);
    await expectRefusal(
      call("createSaleReturn", "admin", { params, body: { reason: "x", lines: [] } }),
      404,
      SALE_MESSAGES.saleNotFound,
    );
  });

  it("completes only a pending sale, and only within the stock", async () => {
    const { sale } = await completedSale();
    await expectRefusal(
      call("completeSale", "vendedor", { params: { id: sale.id }, query: {} }),
      409,
      SALE_MESSAGES.notPending,
    );
    const product = await newProduct({ stock: 10 });
    const body = {
      status: "pending" as const,
      paymentMethod: "efectivo" as const,
      lines: [line(product.id)],
    };
    const pending = (await call("createSale", "vendedor", { body })).body;
    await store.products.update(product.id, { stock: 0 }, 1);
    await expectRefusal(
      call("completeSale", "vendedor", { params: { id: pending.id }, query: {} }),
      409,
      stockExceededMessage(product.name, 0, false),
    );
  });

  it("refuses cancelling a cancelled sale", async () => {
    const { sale } = await completedSale();
    await call("cancelSale", "admin", { params: { id: sale.id } });
    await expectRefusal(
      call("cancelSale", "admin", { params: { id: sale.id } }),
      409,
      SALE_MESSAGES.alreadyCanceled,
    );
  });

  it("refuses a return without a reason, without quantities, of a sale not completed, of a line it lacks, past what was sold", async () => {
    const { sale } = await completedSale(2);
    const lineId = sale.lines[0]!.id;
    const returnOf = (
      id: number,
      body: { reason: string; lines: Array<{ lineId: number; quantity: number }> },
    ) => call("createSaleReturn", "admin", { params: { id }, body });
    await expectRefusal(
      returnOf(sale.id, { reason: " ", lines: [{ lineId, quantity: 1 }] }),
      400,
      SALE_MESSAGES.returnReasonRequired,
    );
    await expectRefusal(
      returnOf(sale.id, { reason: "Falla", lines: [{ lineId, quantity: 0 }] }),
      400,
      SALE_MESSAGES.returnEmpty,
    );
    await expectRefusal(
      returnOf(sale.id, { reason: "Falla", lines: [{ lineId: 999_999, quantity: 1 }] }),
      400,
      SALE_MESSAGES.returnLineMissing,
    );
    await expectRefusal(
      returnOf(sale.id, { reason: "Falla", lines: [{ lineId, quantity: 3 }] }),
      409,
      returnTooManyMessage(sale.lines[0]!.name, 2),
    );
    const pending = (
      await call("createSale", "vendedor", {
        body: { status: "pending", paymentMethod: "efectivo", lines: [line(sale.lines[0]!.productId!)] },
      })
    ).body;
    await expectRefusal(
      returnOf(pending.id, { reason: "Falla", lines: [{ lineId: pending.lines[0]!.id, quantity: 1 }] }),
      409,
      SALE_MESSAGES.returnNeedsCompleted,
    );
  });
});

describe("sale drafts", () => {
  beforeEach(() => counterOpenFor("vendedor").then(() => undefined));

  it("refuses a quantity of zero or less, and an empty sale", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, lines: [line(product.id, 0)] } }),
      400,
      SALE_MESSAGES.invalidQuantity,
    );
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, lines: [] } }),
      400,
      SALE_MESSAGES.emptySale,
    );
  });

  it("answers 404 for a product or a customer that does not exist", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, lines: [line(999_999)] } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, customerId: 999_999, lines: [line(product.id)] } }),
      404,
      MESSAGES.customerNotFound,
    );
  });

  it("refuses a seller a discount past the shop's maximum", async () => {
    const product = await newProduct();
    const { maxDiscount } = await store.shopSettings.get();
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, lines: [line(product.id, 1, maxDiscount + 1)] } }),
      400,
      discountAboveMaxMessage(maxDiscount),
    );
  });

  it("refuses more than the stock, saying 'en total' when the sale named the part twice", async () => {
    const product = await newProduct({ stock: 2 });
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, lines: [line(product.id, 3)] } }),
      409,
      stockExceededMessage(product.name, 2, false),
    );
    await expectRefusal(
      call("createSale", "vendedor", {
        body: { ...cash, lines: [line(product.id, 2), line(product.id, 1)] },
      }),
      409,
      stockExceededMessage(product.name, 2, true),
    );
  });

  it("refuses a total too large", async () => {
    const product = await newProduct({ stock: 0 });
    await store.products.update(product.id, { sellingPrice: 1_000_000_000 }, 1);
    await expectRefusal(
      call("createSale", "vendedor", {
        body: { status: "pending", paymentMethod: "efectivo", lines: [line(product.id, 1_000_000_000)] },
      }),
      400,
      SALE_MESSAGES.totalTooLarge,
    );
  });

  it("answers the store's guard: changed meanwhile, session closed meanwhile, credit refused, short of stock", async () => {
    const product = await newProduct({ stock: 5 });
    const body = { ...cash, lines: [line(product.id)] };
    for (const [verdict, message] of [
      [{ stale: true }, SALE_MESSAGES.changedMeanwhile],
      [{ sessionClosed: true }, REGISTER_MESSAGES.sessionClosedMeanwhile],
      [{ creditRefused: "Sin cupo" }, "Sin cupo"],
      [{ shortage: { productId: product.id, available: 0 } }, stockExceededMessage(product.name, 0, false)],
    ] as const) {
      const racing = storeWith("sales", { create: async () => verdict as never });
      await expectRefusal(
        call("createSale", await contextOf("vendedor", { store: racing }), { body }),
        409,
        message,
      );
    }
  });
});

describe("sale payments", () => {
  beforeEach(() => counterOpenFor("vendedor").then(() => undefined));

  it("refuses a method and payments at once, payments on a pending sale, neither, an unaccepted method", async () => {
    const product = await newProduct();
    const lines = [line(product.id)];
    const payments = [{ method: "efectivo" as const, amountCents: 100 }];
    await expectRefusal(
      call("createSale", "vendedor", { body: { ...cash, payments, lines } }),
      400,
      REGISTER_MESSAGES.paymentOrPayments,
    );
    await expectRefusal(
      call("createSale", "vendedor", { body: { status: "pending", payments, lines } }),
      400,
      REGISTER_MESSAGES.pendingWithPayments,
    );
    await expectRefusal(
      call("createSale", "vendedor", { body: { status: "completed", lines } }),
      400,
      REGISTER_MESSAGES.paymentMissing,
    );
    await expectRefusal(
      call("createSale", "vendedor", { body: { status: "completed", paymentMethod: "credito", lines } }),
      400,
      SALE_MESSAGES.paymentNotAccepted,
    );
    await expectRefusal(
      call("createSale", "vendedor", {
        body: { status: "completed", payments: [{ method: "credito", amountCents: 1 }], lines },
      }),
      400,
      SALE_MESSAGES.paymentNotAccepted,
    );
  });

  it("refuses payments that do not add up to the total", async () => {
    const product = await newProduct();
    const error = await refusalOf(
      call("createSale", "vendedor", {
        body: {
          status: "completed",
          payments: [{ method: "efectivo", amountCents: 1 }],
          lines: [line(product.id)],
        },
      }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(paymentsSumMessage(1, Math.round(product.sellingPrice * 100 * 1.16)));
  });

  it("refuses a sale without an open register session when the shop requires one", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("createSale", "vendedor2", { body: { ...cash, lines: [line(product.id)] } }),
      409,
      REGISTER_MESSAGES.openSessionRequired,
    );
  });
});

describe("sale completion", () => {
  it("refuses an unaccepted method named at completion", async () => {
    const { sale } = await pendingSale();
    await expectRefusal(
      call("completeSale", "vendedor", { params: { id: sale.id }, query: { paymentMethod: "credito" } }),
      400,
      SALE_MESSAGES.paymentNotAccepted,
    );
  });

  it("answers 409 with the differences when today's terms differ, until they are accepted", async () => {
    const { sale, product } = await pendingSale();
    await store.products.update(product.id, { sellingPrice: product.sellingPrice + 5 }, 1);
    const error = await refusalOf(call("completeSale", "vendedor", { params: { id: sale.id }, query: {} }));
    expect({ status: error.statusCode, message: error.message }).toEqual({
      status: 409,
      message: SALE_MESSAGES.termsChanged,
    });
    expect(error.details?.differences).toEqual(expect.arrayContaining([expect.anything()]));
    const accepted = await call("completeSale", "vendedor", {
      params: { id: sale.id },
      query: { acceptCurrentTerms: true },
    });
    expect(accepted.body.status).toBe("completed");
  });

  it("refuses completing with the recorded method once the shop stopped accepting it", async () => {
    const { sale } = await pendingSale("tarjeta");
    const settings = await store.shopSettings.get();
    await store.shopSettings.save({ ...settings, paymentMethods: ["efectivo"] });
    await expectRefusal(
      call("completeSale", "vendedor", { params: { id: sale.id }, query: { acceptCurrentTerms: true } }),
      400,
      SALE_MESSAGES.paymentNotAccepted,
    );
  });
});

describe("sales on account", () => {
  beforeEach(async () => {
    await counterOpenFor("vendedor");
    await counterOpenFor("admin");
    await acceptCredit();
  });

  const onAccount = (customerId: number | undefined, productId: number, creditReason?: string) => ({
    status: "completed" as const,
    paymentMethod: "credito" as const,
    ...(customerId === undefined ? {} : { customerId }),
    ...(creditReason === undefined ? {} : { creditReason }),
    lines: [line(productId)],
  });

  it("sells on account within the limit", async () => {
    const product = await newProduct();
    const customerId = await customerWithCredit(10_000_000);
    expect((await call("createSale", "vendedor", { body: onAccount(customerId, product.id) })).status).toBe(
      201,
    );
  });

  it("refuses a sale on account without a registered customer", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("createSale", "vendedor", { body: onAccount(undefined, product.id) }),
      400,
      CREDIT_MESSAGES.creditNeedsCustomer,
    );
  });

  it("refuses a customer without credit, a seller past the limit, an admin past it without a reason", async () => {
    const product = await newProduct();
    const noCredit = await newCustomer("vendedor", "V-6");
    await expectRefusal(
      call("createSale", "vendedor", { body: onAccount(noCredit, product.id) }),
      409,
      CREDIT_MESSAGES.creditNotEnabled,
    );
    const customerId = await customerWithCredit(100);
    const totalCents = Math.round(product.sellingPrice * 100 * 1.16);
    const overLimit = overLimitMessage(totalCents - 100, 100);
    await expectRefusal(
      call("createSale", "vendedor", { body: onAccount(customerId, product.id) }),
      409,
      overLimit,
    );
    await expectRefusal(
      call("createSale", "admin", { body: onAccount(customerId, product.id) }),
      409,
      overrideNeedsReasonMessage(overLimit),
    );
    expect(
      (await call("createSale", "admin", { body: onAccount(customerId, product.id, "Cliente de años") }))
        .status,
    ).toBe(201);
  });
});
