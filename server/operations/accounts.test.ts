// 'Crédito' customer accounts: every refusal of server/operations/accounts.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { CREDIT_MESSAGES } from "../../rules/credit-messages";
import { MESSAGES } from "../../rules/messages";
import { REGISTER_MESSAGES } from "../../rules/register-messages";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import {
  SEEDED,
  call,
  contextOf,
  counterOpenFor,
  expectRefusal,
  freshStore,
  newCustomer,
  setCounterMode,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(async () => {
  await freshStore();
  await setCounterMode(true);
});

const customerOf = (who: keyof typeof SEEDED) => newCustomer(who, "V-7", 1_000_000);

const transfer = (amountCents = 1_000) => ({ amountCents, method: "transferencia" as const });
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

async function paymentOf(customerId: number) {
  return (await call("createCustomerPayment", "admin", { params: { id: customerId }, body: transfer() })).body
    .id;
}

describe("customer accounts", () => {
  it("sets credit, takes and voids a payment, and reads the account, statement and ageing", async () => {
    const id = await customerOf("vendedor");
    const credit = { enabled: true, limitCents: 500_000, termsDays: 15 };
    expect((await call("setCustomerCredit", "admin", { params: { id }, body: credit })).status).toBe(200);
    const paymentId = (await call("createCustomerPayment", "vendedor", { params: { id }, body: transfer() }))
      .body.id;
    expect(
      (
        await call("voidCustomerPayment", "admin", {
          params: { id: paymentId },
          body: { reason: "Duplicado" },
        })
      ).status,
    ).toBe(200);
    expect((await call("getCustomerAccount", "vendedor", { params: { id } })).status).toBe(200);
    const period = { from: "2020-01-01", to: "2030-01-01" };
    expect((await call("getCustomerStatement", "vendedor", { params: { id }, query: period })).status).toBe(
      200,
    );
    expect((await call("getAccountsAgeing", "vendedor")).status).toBe(200);
  });

  it("answers nothing with 'Modo mostrador' off", async () => {
    const id = await customerOf("vendedor");
    await setCounterMode(false);
    await expectRefusal(
      call("getCustomerAccount", "admin", { params: { id } }),
      409,
      SALE_MESSAGES.counterModeOff,
    );
  });

  it("answers 404 for a customer that does not exist, 403 for another seller's", async () => {
    await expectRefusal(
      call("getCustomerAccount", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.customerNotFound,
    );
    const id = await customerOf("vendedor");
    await expectRefusal(
      call("getCustomerAccount", "vendedor2", { params: { id } }),
      403,
      CREDIT_MESSAGES.accountsForbidden,
    );
  });

  it("refuses a limit that is not whole cents of zero or more, and terms past 0–365 days", async () => {
    const id = await customerOf("admin");
    const credit = (changes: Record<string, number>) => ({
      enabled: true,
      limitCents: 0,
      termsDays: 30,
      ...changes,
    });
    await expectRefusal(
      call("setCustomerCredit", "admin", { params: { id }, body: credit({ limitCents: -1 }) }),
      400,
      CREDIT_MESSAGES.limitInvalid,
    );
    await expectRefusal(
      call("setCustomerCredit", "admin", { params: { id }, body: credit({ termsDays: 366 }) }),
      400,
      CREDIT_MESSAGES.termsInvalid,
    );
  });

  it("refuses a payment dated in the future, or naming a sale twice", async () => {
    const id = await customerOf("admin");
    await expectRefusal(
      call("createCustomerPayment", "admin", { params: { id }, body: { ...transfer(), date: tomorrow() } }),
      400,
      CREDIT_MESSAGES.paymentDateInvalid,
    );
    await expectRefusal(
      call("createCustomerPayment", "admin", { params: { id }, body: { ...transfer(), saleIds: [1, 1] } }),
      400,
      CREDIT_MESSAGES.pickedSaleRepeated,
    );
  });

  it("answers the account's refusal, and a session closed meanwhile", async () => {
    const id = await customerOf("admin");
    await expectRefusal(
      call("createCustomerPayment", "admin", { params: { id }, body: { ...transfer(), saleIds: [999_999] } }),
      409,
      CREDIT_MESSAGES.pickedSaleNotOpen,
    );
    await counterOpenFor("admin");
    const closed = storeWith("accounts", { recordPayment: async () => ({ sessionClosed: true }) as never });
    await expectRefusal(
      call("createCustomerPayment", await contextOf("admin", { store: closed }), {
        params: { id },
        body: { amountCents: 100, method: "efectivo" },
      }),
      409,
      REGISTER_MESSAGES.sessionClosedMeanwhile,
    );
  });

  it("answers 404 when the payment cannot be read back", async () => {
    const id = await customerOf("admin");
    const gone = storeWith("accounts", { findPayment: async () => null });
    await expectRefusal(
      call("createCustomerPayment", await contextOf("admin", { store: gone }), {
        params: { id },
        body: transfer(),
      }),
      404,
      CREDIT_MESSAGES.paymentNotFound,
    );
  });

  it("refuses a void without a reason, of a payment that does not exist, or already voided", async () => {
    const id = await customerOf("admin");
    const paymentId = await paymentOf(id);
    await expectRefusal(
      call("voidCustomerPayment", "admin", { params: { id: paymentId }, body: { reason: " " } }),
      400,
      CREDIT_MESSAGES.voidReasonRequired,
    );
    await expectRefusal(
      call("voidCustomerPayment", "admin", { params: { id: 999_999 }, body: { reason: "x" } }),
      404,
      CREDIT_MESSAGES.paymentNotFound,
    );
    const raced = storeWith("accounts", { voidPayment: async () => false });
    await expectRefusal(
      call("voidCustomerPayment", await contextOf("admin", { store: raced }), {
        params: { id: paymentId },
        body: { reason: "x" },
      }),
      409,
      CREDIT_MESSAGES.alreadyVoided,
    );
    await call("voidCustomerPayment", "admin", { params: { id: paymentId }, body: { reason: "x" } });
    await expectRefusal(
      call("voidCustomerPayment", "admin", { params: { id: paymentId }, body: { reason: "x" } }),
      409,
      CREDIT_MESSAGES.alreadyVoided,
    );
  });

  it("answers 404 when the voided payment's customer went", async () => {
    const id = await customerOf("admin");
    const paymentId = await paymentOf(id);
    const gone = storeWith("customers", { find: async () => null });
    await expectRefusal(
      call("voidCustomerPayment", await contextOf("admin", { store: gone }), {
        params: { id: paymentId },
        body: { reason: "x" },
      }),
      404,
      MESSAGES.customerNotFound,
    );
  });

  it("refuses a statement whose period ends before it starts", async () => {
    const id = await customerOf("admin");
    await expectRefusal(
      call("getCustomerStatement", "admin", {
        params: { id },
        query: { from: "2026-02-01", to: "2026-01-01" },
      }),
      400,
      CREDIT_MESSAGES.periodInvalid,
    );
  });
});
