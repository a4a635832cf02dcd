// A document number already in the shop refuses a new customer whoever holds it (it identifies one
// person), but the refusal tells a Vendedor nothing about a customer outside their own list: the
// same answer as for one of their own, naming no customer, seller, id or number.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { customerBody } from "../support/bodies";
import type { ApiClient, ApiResponse } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

async function created(client: ApiClient, overrides: Record<string, unknown>) {
  const res = await client.call("createCustomer", { body: { ...customerBody(), ...overrides } });
  expectStatus(res, 201);
  return res.body;
}

export const customerDocumentScenario: Scenario = {
  title: "customers: a document in another seller's list → the same neutral 409 as one's own, naming nobody",
  covers: [
    ["createCustomer", "conflict"],
    ["updateCustomer", "conflict"],
  ],
  async run(ctx) {
    const seller = await ctx.vendedor();
    const other = await ctx.vendedor2();
    const owner = (await seller.call("getCurrentUser")).body;
    const theirs = await created(seller, { first_name: "Rosalía", last_name: "Quintero" });
    const mine = await created(other, {});
    const mineToo = await created(other, {});
    const document = { document_type: "cedula" };

    const answers: ApiResponse[] = [
      await other.call("createCustomer", {
        body: { ...customerBody(), ...document, document_number: theirs.document_number },
      }),
      await other.call("updateCustomer", {
        path: { id: mineToo.id },
        body: { ...customerBody(), ...document, document_number: theirs.document_number },
      }),
      await other.call("createCustomer", {
        body: { ...customerBody(), ...document, document_number: mine.document_number },
      }),
    ];
    for (const res of answers) expectError(res, 409, MESSAGES.duplicateDocument);
    // Someone else's customer and one's own answer alike: nothing tells them apart.
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(Object.keys(answers[0]!.body)).toEqual(["message"]);
    for (const secret of [
      "Rosalía",
      "Quintero",
      owner.name,
      owner.username,
      theirs.document_number,
      String(theirs.id),
    ])
      expect(answers[0]!.text).not.toContain(secret);
    // Nothing was written: the seller's list is as it was.
    const list = (await other.call("listCustomers")).body.data as Array<{
      id: number;
      document_number: string;
    }>;
    expect(list.some((c) => c.document_number === theirs.document_number)).toBe(false);
    expect(list.find((c) => c.id === mineToo.id)?.document_number).toBe(mineToo.document_number);
  },
};
