// Deleting a customer whose account ('Crédito') has movements is refused with the balance in Spanish
// (409) instead of losing the ledger; a customer with credit but no movement yet is deleted as before.
import { expect } from "vitest";
import { customerHasAccountMessage } from "../../../rules/credit-messages";
import { account, creditCustomer, creditSale } from "../support/accounts";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

export const accountCustomerDeleteScenarios: Scenario[] = [
  {
    title: "deleteCustomer: a customer with account movements is kept (409 with the balance); none, deleted",
    covers: [
      ["deleteCustomer", "conflict"],
      ["deleteCustomer", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const sale = await creditSale(admin, seller, customer.id, 100);
      const path = { id: customer.id };
      const refused = await seller.call("deleteCustomer", { path });
      expectError(refused, 409, customerHasAccountMessage(11_600));
      expect(refused.body.message).toMatch(
        /^No se puede eliminar el cliente: su cuenta de crédito tiene movimientos \(saldo: \$\s116\)/,
      );
      expectError(await admin.call("deleteCustomer", { path }), 409, customerHasAccountMessage(11_600));
      // Paid in full, the account still has its history: still kept.
      expectStatus(
        await seller.call("createCustomerPayment", {
          path,
          body: { amountCents: 11_600, method: "tarjeta", saleIds: [sale.id] },
        }),
        201,
      );
      expectError(await admin.call("deleteCustomer", { path }), 409, customerHasAccountMessage(0));
      const kept = await account(seller, customer.id);
      expect(kept.movements.map((m: { kind: string }) => m.kind)).toEqual(["payment", "sale"]);
      expect((await admin.call("listCustomers")).body.data.map((c: { id: number }) => c.id)).toContain(
        customer.id,
      );
      // Credit enabled but nothing on the account yet: deleted as before.
      const unused = await creditCustomer(admin, seller);
      expectStatus(await seller.call("deleteCustomer", { path: { id: unused.id } }), 204);
      expectError(await admin.call("getCustomerAccount", { path: { id: unused.id } }), 404);
    },
  },
];
