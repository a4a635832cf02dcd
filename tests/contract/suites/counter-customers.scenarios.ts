// Any customer at the counter: a Vendedor selling may find any registered customer by name or
// document and link the sale to it, while the customers screen still lists only his own.
import { expect } from "vitest";
import { SALE_MESSAGES } from "../../../rules/sale-messages";
import { customerBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import { counterModeOff, counterModeOn, saleBody, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

export const counterCustomersScenarios: Scenario[] = [
  {
    title: "lookupCounterCustomers: a Vendedor finds and sells to a customer an Administrador created",
    covers: [
      ["lookupCounterCustomers", "success"],
      ["lookupCounterCustomers", "conflict"],
      ["lookupCounterCustomers", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      await counterModeOff(admin);
      expectError(
        await seller.call("lookupCounterCustomers", { query: { q: "taller" } }),
        409,
        SALE_MESSAGES.counterModeOff,
      );
      const digits = String(Math.floor(1e8 + Math.random() * 9e8));
      const created = await admin.call("createCustomer", {
        body: {
          ...customerBody(),
          customer_type: "juridica",
          document_type: "rif",
          document_number: `J-${digits}-0`,
          business_name: "Taller Mecánico Núñez Hermanos",
        },
      });
      expectStatus(created, 201);
      const customerId = created.body.id as number;
      await counterModeOn(admin);

      // By words of the name in any order, accents and case ignored; by the document's digits.
      for (const q of ["nunez taller", "TALLER MECÁNICO", `J-${digits}`, digits.slice(0, 6)]) {
        const found = await seller.call("lookupCounterCustomers", { query: { q } });
        expectStatus(found, 200);
        expect(found.body, q).toContainEqual({
          id: customerId,
          name: "Taller Mecánico Núñez Hermanos",
          documentType: "rif",
          documentNumber: `J-${digits}-0`,
        });
      }
      expectError(await seller.call("lookupCounterCustomers", { query: { q: "x".repeat(101) } }), 400);
      const none = await seller.call("lookupCounterCustomers", { query: { q: "talleres zzz" } });
      expectStatus(none, 200);
      expect(none.body).toEqual([]);

      // The sale links the record; the customers screen still keeps it from the Vendedor.
      const product = await stockedProduct(admin, 2);
      const sale = await seller.call("createSale", { body: { ...saleBody(product.id), customerId } });
      expectStatus(sale, 201);
      expect(sale.body).toMatchObject({ customerId, customerName: "Taller Mecánico Núñez Hermanos" });
      const own = await seller.call("listCustomers");
      expect((own.body.data as { id: number }[]).map((row) => row.id)).not.toContain(customerId);
    },
  },
];
