// Suppliers on the server: the local screen's rules (name required, e-mail shape), a tax id unique in
// any spelling, the lead time, and the browser's local suppliers uploaded once each.
import { expect } from "vitest";
import { PURCHASE_MESSAGES } from "../../../rules/purchase-messages";
import { expectError, expectStatus, unique } from "../support/expectations";
import { freshSupplier, supplierBody } from "../support/purchases";
import type { Scenario } from "../support/scenario";

export const supplierScenarios: Scenario[] = [
  {
    title: "createSupplier / listSuppliers: trimmed fields, lead time, counts at zero; blank name → 400",
    covers: [
      ["createSupplier", "success"],
      ["createSupplier", "validation"],
      ["listSuppliers", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const name = unique("Repuestos Andinos");
      const res = await admin.call("createSupplier", {
        body: supplierBody({
          name: `  ${name} `,
          contactPerson: " Ana Díaz ",
          email: "ventas@andinos.com",
          city: "Bogotá",
          rating: 4,
          taxId: "J-30111222-3",
          leadTimeDays: 7,
        }),
      });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        name,
        contactPerson: "Ana Díaz",
        email: "ventas@andinos.com",
        phone: null,
        city: "Bogotá",
        status: "active",
        rating: 4,
        taxId: "J-30111222-3",
        leadTimeDays: 7,
        productsCount: 0,
        ordersCount: 0,
      });
      const list = await admin.call("listSuppliers");
      expectStatus(list, 200);
      expect(list.body.find((s: { id: number }) => s.id === res.body.id)).toEqual(res.body);
      expectError(
        await admin.call("createSupplier", { body: supplierBody({ name: "   " }) }),
        400,
        PURCHASE_MESSAGES.supplierNameRequired,
      );
      expectError(await admin.call("createSupplier", { body: supplierBody({ email: "no-es-correo" }) }), 400);
      expectError(await admin.call("createSupplier", { body: supplierBody({ rating: 6 }) }), 400);
    },
  },
  {
    title: "createSupplier / updateSupplier: a tax id another supplier has, in any spelling → 409",
    covers: [
      ["createSupplier", "conflict"],
      ["updateSupplier", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const tax = `J-${Date.now() % 100000000}-1`;
      await freshSupplier(admin, { taxId: tax });
      expectError(
        await admin.call("createSupplier", {
          body: supplierBody({ taxId: tax.replace(/-/g, "").toLowerCase() }),
        }),
        409,
        PURCHASE_MESSAGES.supplierTaxIdTaken,
      );
      const other = await freshSupplier(admin);
      expectError(
        await admin.call("updateSupplier", {
          path: { id: other.id },
          body: supplierBody({ taxId: ` ${tax} ` }),
        }),
        409,
        PURCHASE_MESSAGES.supplierTaxIdTaken,
      );
    },
  },
  {
    title: "updateSupplier: replaces the fields and the status; missing → 404; blank name → 400",
    covers: [
      ["updateSupplier", "success"],
      ["updateSupplier", "notFound"],
      ["updateSupplier", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const supplier = await freshSupplier(admin, { taxId: null });
      const res = await admin.call("updateSupplier", {
        path: { id: supplier.id },
        body: supplierBody({
          name: supplier.name,
          status: "inactive",
          phone: "0212-5551234",
          leadTimeDays: 3,
        }),
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({
        id: supplier.id,
        status: "inactive",
        phone: "0212-5551234",
        leadTimeDays: 3,
      });
      expectError(
        await admin.call("updateSupplier", { path: { id: 999_999 }, body: supplierBody() }),
        404,
        PURCHASE_MESSAGES.supplierNotFound,
      );
      expectError(
        await admin.call("updateSupplier", { path: { id: supplier.id }, body: supplierBody({ name: "" }) }),
        400,
        PURCHASE_MESSAGES.supplierNameRequired,
      );
    },
  },
  {
    title: "uploadLocalSuppliers: uploads the new ones, skips those already there (tax id, else name)",
    covers: [
      ["uploadLocalSuppliers", "success"],
      ["uploadLocalSuppliers", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const tax = `V-${Date.now() % 100000000}-7`;
      const existing = await freshSupplier(admin, { taxId: tax });
      const newName = unique("Lubricantes del Centro");
      const res = await admin.call("uploadLocalSuppliers", {
        body: {
          suppliers: [
            supplierBody({ name: "Otro nombre", taxId: tax.toLowerCase() }),
            supplierBody({ name: existing.name.toUpperCase() }),
            supplierBody({ name: newName }),
            supplierBody({ name: ` ${newName.toLowerCase()} ` }),
          ],
        },
      });
      expectStatus(res, 200);
      expect(res.body).toEqual({ uploaded: 1, skipped: 3 });
      const names = (await admin.call("listSuppliers")).body.map((s: { name: string }) => s.name);
      expect(names.filter((n: string) => n === newName)).toHaveLength(1);
      const again = await admin.call("uploadLocalSuppliers", {
        body: { suppliers: [supplierBody({ name: newName })] },
      });
      expect(again.body).toEqual({ uploaded: 0, skipped: 1 });
      expectError(
        await admin.call("uploadLocalSuppliers", { body: { suppliers: [supplierBody({ name: " " })] } }),
        400,
        PURCHASE_MESSAGES.supplierNameRequired,
      );
    },
  },
];
