// 'Configuración' → 'Inventario' → a Vendedor may receive goods: off by default (the receipt
// operations answer a Vendedor 403 in Spanish), on lets a Vendedor record and read receipts, and a
// settings update that omits the switch keeps it.
import { expect } from "vitest";
import { PURCHASE_MESSAGES } from "../../../rules/purchase-messages";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { costedProduct, productNow } from "../support/purchases";
import { counterModeOn } from "../support/sales";
import type { Scenario } from "../support/scenario";

async function allowSales(admin: ApiClient, on: boolean) {
  const settings = (await admin.call("getPurchaseSettings")).body;
  expectStatus(
    await admin.call("updatePurchaseSettings", { body: { ...settings, salesMayReceive: on } }),
    200,
  );
}

export const purchaseReceivingRoleScenarios: Scenario[] = [
  {
    title:
      "createPurchaseReceipt: a Vendedor is refused until an Administrador allows receiving, then records one",
    covers: [
      ["createPurchaseReceipt", "success"],
      ["listPurchaseReceipts", "success"],
      ["getPurchaseReceipt", "success"],
      ["getPurchaseSettings", "success"],
      ["updatePurchaseSettings", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const vendedor = await ctx.vendedor();
      await counterModeOn(admin);
      const part = await costedProduct(admin, 1, 5);
      const body = { lines: [{ productId: part.id, quantity: 2 }] };
      await allowSales(admin, false);
      try {
        expect((await vendedor.call("getPurchaseSettings")).body).toMatchObject({ salesMayReceive: false });
        expectError(
          await vendedor.call("createPurchaseReceipt", { body }),
          403,
          PURCHASE_MESSAGES.receivingNotAllowed,
        );
        expectError(await vendedor.call("listPurchaseReceipts"), 403, PURCHASE_MESSAGES.receivingNotAllowed);
        expect((await productNow(admin, part.id)).stock).toBe(1);

        await allowSales(admin, true);
        // An update that leaves the switch out (the cost rule alone) keeps it.
        const kept = await admin.call("updatePurchaseSettings", { body: { costRule: "last" } });
        expect(kept.body).toEqual({ costRule: "last", salesMayReceive: true });
        const receipt = await vendedor.call("createPurchaseReceipt", { body });
        expectStatus(receipt, 201);
        expect(receipt.body.user).toMatchObject({ name: expect.any(String) });
        expect((await productNow(admin, part.id)).stock).toBe(3);
        const one = await vendedor.call("getPurchaseReceipt", { path: { id: receipt.body.id } });
        expect(one.body).toEqual(receipt.body);
        const list = await vendedor.call("listPurchaseReceipts");
        expectStatus(list, 200);
        expect(list.body.map((row: { id: number }) => row.id)).toContain(receipt.body.id);
        // Orders stay an Administrador's.
        expectStatus(await vendedor.call("listPurchaseOrders"), 403);
      } finally {
        await allowSales(admin, false);
      }
    },
  },
];
