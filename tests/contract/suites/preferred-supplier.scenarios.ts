// A part's preferred supplier: 'Sugerencias' groups the part under it instead of the supplier it was
// last ordered from, and under that one again once it is cleared; the refusals.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { PURCHASE_MESSAGES } from "../../../rules/purchase-messages";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { costedProduct, freshSupplier } from "../support/purchases";
import { counterModeOff, counterModeOn } from "../support/sales";
import type { Scenario } from "../support/scenario";

/** The supplier whose group lists the part in 'Sugerencias' (null: the group without supplier). */
async function groupOf(admin: ApiClient, productId: number): Promise<number | null | undefined> {
  const res = await admin.call("listPurchaseSuggestions");
  expectStatus(res, 200);
  const group = (
    res.body as Array<{ supplier: { id: number } | null; items: Array<{ productId: number }> }>
  ).find((g) => g.items.some((item) => item.productId === productId));
  return group === undefined ? undefined : (group.supplier?.id ?? null);
}

export const preferredSupplierScenarios: Scenario[] = [
  {
    title:
      "setPreferredSupplier: the suggestions group the part under it, and under the last order's once cleared",
    covers: [
      ["setPreferredSupplier", "success"],
      ["setPreferredSupplier", "validation"],
      ["setPreferredSupplier", "notFound"],
      ["setPreferredSupplier", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const ordered = await freshSupplier(admin);
      const preferred = await freshSupplier(admin);
      const part = await costedProduct(admin, 1, 4);
      expectStatus(
        await admin.call("createPurchaseOrder", {
          body: { supplierId: ordered.id, lines: [{ productId: part.id, quantity: 1 }] },
        }),
        201,
      );
      expect(await groupOf(admin, part.id)).toBe(ordered.id);

      const set = await admin.call("setPreferredSupplier", {
        path: { id: part.id },
        body: { supplierId: preferred.id },
      });
      expectStatus(set, 200);
      expect(set.body).toEqual({ productId: part.id, supplierId: preferred.id });
      expect(await groupOf(admin, part.id)).toBe(preferred.id);

      const cleared = await admin.call("setPreferredSupplier", {
        path: { id: part.id },
        body: { supplierId: null },
      });
      expect(cleared.body).toEqual({ productId: part.id, supplierId: null });
      expect(await groupOf(admin, part.id)).toBe(ordered.id);

      expectError(
        await admin.call("setPreferredSupplier", { path: { id: part.id }, body: { supplierId: "uno" } }),
        400,
      );
      expectError(
        await admin.call("setPreferredSupplier", {
          path: { id: 999_999 },
          body: { supplierId: preferred.id },
        }),
        404,
        MESSAGES.productNotFound,
      );
      expectError(
        await admin.call("setPreferredSupplier", { path: { id: part.id }, body: { supplierId: 999_999 } }),
        404,
        PURCHASE_MESSAGES.supplierNotFound,
      );
      await counterModeOff(admin);
      expectError(
        await admin.call("setPreferredSupplier", {
          path: { id: part.id },
          body: { supplierId: preferred.id },
        }),
        409,
        PURCHASE_MESSAGES.counterModeOff,
      );
      await counterModeOn(admin);
    },
  },
  {
    title: "getPreferredSupplier: what was set, null before and once cleared; unknown part 404",
    covers: [
      ["getPreferredSupplier", "success"],
      ["getPreferredSupplier", "validation"],
      ["getPreferredSupplier", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const supplier = await freshSupplier(admin);
      const part = await costedProduct(admin, 1, 4);
      const read = async () => {
        const res = await admin.call("getPreferredSupplier", { path: { id: part.id } });
        expectStatus(res, 200);
        return res.body;
      };
      expect(await read()).toEqual({ productId: part.id, supplierId: null });
      await admin.call("setPreferredSupplier", { path: { id: part.id }, body: { supplierId: supplier.id } });
      expect(await read()).toEqual({ productId: part.id, supplierId: supplier.id });
      await admin.call("setPreferredSupplier", { path: { id: part.id }, body: { supplierId: null } });
      expect(await read()).toEqual({ productId: part.id, supplierId: null });
      expectError(
        await admin.call("getPreferredSupplier", { path: { id: 999_999 } }),
        404,
        MESSAGES.productNotFound,
      );
      expectError(await admin.call("getPreferredSupplier", { path: { id: 0 } }), 400);
    },
  },
];
