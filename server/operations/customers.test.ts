// Customers (owner rule: a non-admin touches only those they created): every refusal of
// server/operations/customers.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { customerHasAccountMessage } from "../../rules/credit-messages";
import { CUSTOMER_MESSAGES } from "../../rules/customer-rules";
import { emailProblem } from "../../rules/email";
import { MESSAGES } from "../../rules/messages";
import {
  call,
  contextOf,
  expectRefusal,
  freshStore,
  store,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const natural = (document_number = "V-99887766") => ({
  customer_type: "natural" as const,
  document_type: "cedula" as const,
  document_number,
  first_name: "Ana",
  last_name: "Ruiz",
});

const createdBy = async (who: "admin" | "vendedor" | "vendedor2", document = "V-99887766") =>
  (await call("createCustomer", who, { body: natural(document) })).body.id;

describe("customers", () => {
  it("creates, updates, lists and deletes a customer of one's own", async () => {
    const id = await createdBy("vendedor");
    const updated = await call("updateCustomer", "vendedor", {
      params: { id },
      body: { ...natural(), first_name: "Ana María" },
    });
    expect(updated.body.first_name).toBe("Ana María");
    const mine = await call("listCustomers", "vendedor");
    expect(mine.body.data.every((customer) => customer.created_by === 2)).toBe(true);
    expect((await call("deleteCustomer", "vendedor", { params: { id } })).status).toBe(204);
  });

  it("answers the first field problem: document, names of the type, e-mail", async () => {
    await expectRefusal(
      call("createCustomer", "vendedor", { body: natural(" ") }),
      400,
      CUSTOMER_MESSAGES.document_number,
    );
    await expectRefusal(
      call("createCustomer", "vendedor", { body: { ...natural(), last_name: "" } }),
      400,
      CUSTOMER_MESSAGES.last_name,
    );
    await expectRefusal(
      call("createCustomer", "vendedor", {
        body: { customer_type: "juridica", document_type: "rif", document_number: "J-1" },
      }),
      400,
      CUSTOMER_MESSAGES.business_name,
    );
    await expectRefusal(
      call("createCustomer", "vendedor", { body: { ...natural(), email: "ana@" } }),
      400,
      emailProblem("ana@")!,
    );
    const id = await createdBy("vendedor");
    await expectRefusal(
      call("updateCustomer", "vendedor", { params: { id }, body: { ...natural(), first_name: " " } }),
      400,
      CUSTOMER_MESSAGES.first_name,
    );
  });

  it("refuses a document another customer has (create and update)", async () => {
    await createdBy("vendedor", "V-1");
    const id = await createdBy("vendedor", "V-2");
    await expectRefusal(
      call("createCustomer", "vendedor2", { body: natural("V-1") }),
      409,
      MESSAGES.duplicateDocument,
    );
    await expectRefusal(
      call("updateCustomer", "vendedor", { params: { id }, body: natural("V-1") }),
      409,
      MESSAGES.duplicateDocument,
    );
  });

  it("answers 404 for a customer that does not exist (update and delete)", async () => {
    await expectRefusal(
      call("updateCustomer", "admin", { params: { id: 999_999 }, body: natural() }),
      404,
      MESSAGES.customerNotFound,
    );
    await expectRefusal(
      call("deleteCustomer", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.customerNotFound,
    );
  });

  it("refuses a seller another seller's customer (update and delete); an admin may", async () => {
    const id = await createdBy("vendedor");
    await expectRefusal(
      call("updateCustomer", "vendedor2", { params: { id }, body: natural() }),
      403,
      MESSAGES.forbiddenCustomer,
    );
    await expectRefusal(
      call("deleteCustomer", "vendedor2", { params: { id } }),
      403,
      MESSAGES.forbiddenCustomer,
    );
    expect((await call("deleteCustomer", "admin", { params: { id } })).status).toBe(204);
  });

  it("never deletes a customer the store keeps for their account, and says what they owe", async () => {
    const id = await createdBy("admin");
    const kept = storeWith("customers", { delete: async () => false });
    await expectRefusal(
      call("deleteCustomer", await contextOf("admin", { store: kept }), { params: { id } }),
      409,
      customerHasAccountMessage(await store.accounts.balance(id)),
    );
  });
});
