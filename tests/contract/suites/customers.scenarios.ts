// Customers: ownership (created_by from the session), type-dependent names, unique documents.
import { expect } from "vitest";
import { checkCustomerNames } from "../../../rules/customer-rules";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { customerBody } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import type { Customer } from "@contract/types";

async function me(client: ApiClient): Promise<{ id: number; name: string }> {
  return (await client.call("getCurrentUser")).body;
}

async function create(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<Customer> {
  const res = await client.call("createCustomer", { body: { ...customerBody(), ...overrides } });
  expectStatus(res, 201);
  return res.body;
}

const withoutId = ({ id: _i, created_by: _c, created_by_name: _n, created_at: _a, ...rest }: Customer) =>
  rest;

export const customersScenarioList: Scenario[] = [
  {
    title: "listCustomers: admin sees everyone's; each seller sees only their own",
    covers: [["listCustomers", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const all = (await admin.call("listCustomers")).body.data as Customer[];
      for (const seller of [await ctx.vendedor(), await ctx.vendedor2()]) {
        const { id } = await me(seller);
        const res = await seller.call("listCustomers");
        expectStatus(res, 200);
        const own = res.body.data as Customer[];
        expect(own.length).toBeGreaterThan(0);
        expect(own.every((c) => c.created_by === id)).toBe(true);
        expect(own.map((c) => c.id).sort()).toEqual(
          all
            .filter((c) => c.created_by === id)
            .map((c) => c.id)
            .sort(),
        );
      }
      expect(new Set(all.map((c) => c.created_by)).size).toBeGreaterThanOrEqual(2);
      expect(all.every((c) => typeof c.created_by_name === "string")).toBe(true);
    },
  },
  {
    title: "createCustomer: created_by comes from the session; a body naming one is refused",
    covers: [
      ["createCustomer", "success"],
      ["createCustomer", "validation"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const self = await me(seller);
      expectError(
        await seller.call("createCustomer", { body: { ...customerBody(), created_by: 1 } }),
        400,
        "El campo 'created_by' no está permitido",
      );
      const created = await create(seller);
      expect(created.created_by).toBe(self.id);
      expect(created.created_by_name).toBe(self.name);
      const juridica = await create(seller, {
        customer_type: "juridica",
        document_type: "rif",
        first_name: null,
        last_name: null,
        business_name: "Repuestos El Lago C.A.",
        tax_id: "J-12345678-9",
      });
      expect(juridica.business_name).toBe("Repuestos El Lago C.A.");
      const own = (await seller.call("listCustomers")).body.data as Customer[];
      expect(own.map((c) => c.id)).toEqual(expect.arrayContaining([created.id, juridica.id]));
    },
  },
  {
    title: "createCustomer: names required by type, unknown state, missing document → 400 in Spanish",
    covers: [["createCustomer", "validation"]],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const noLast = { ...customerBody(), last_name: "" };
      expectError(
        await seller.call("createCustomer", { body: noLast }),
        400,
        checkCustomerNames(noLast as never)!,
      );
      const noBusiness = { ...customerBody(), customer_type: "juridica", business_name: null };
      expectError(
        await seller.call("createCustomer", { body: noBusiness }),
        400,
        checkCustomerNames(noBusiness as never)!,
      );
      expectError(await seller.call("createCustomer", { body: { ...customerBody(), state: "Texas" } }), 400);
      const { document_number: _d, ...noDocument } = customerBody();
      expectError(await seller.call("createCustomer", { body: noDocument }), 400);
      // An e-mail that is not one is refused in the form's words; a blank one means "no e-mail".
      for (const email of ["esto no es un correo", "no-es-correo", "ana@taller"])
        expectError(
          await seller.call("createCustomer", { body: { ...customerBody(), email } }),
          400,
          "El campo 'Email' no tiene un formato válido",
        );
      const blank = await seller.call("createCustomer", { body: { ...customerBody(), email: "  " } });
      expectStatus(blank, 201);
      expect(blank.body.email).toBeNull();
      const good = await seller.call("createCustomer", {
        body: { ...customerBody(), email: " ana.gil@taller.com.ve " },
      });
      expectStatus(good, 201);
      expect(good.body.email).toBe("ana.gil@taller.com.ve");
      expectError(
        await seller.call("createCustomer", { body: { ...customerBody(), document_type: "dni" } }),
        400,
      );
    },
  },
  {
    title: "createCustomer: same document type and number → 409 (any owner); another type is fine",
    covers: [["createCustomer", "conflict"]],
    async run(ctx) {
      const first = await create(await ctx.vendedor());
      const res = await (
        await ctx.vendedor2()
      ).call("createCustomer", { body: { ...customerBody(), document_number: first.document_number } });
      expectError(res, 409, MESSAGES.duplicateDocument);
      await create(await ctx.vendedor2(), {
        document_type: "passport",
        document_number: first.document_number,
      });
    },
  },
  {
    title: "updateCustomer: owner and admin may edit; created_by never changes",
    covers: [["updateCustomer", "success"]],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const c = await create(seller);
      expectError(
        await seller.call("updateCustomer", { path: { id: c.id }, body: { ...withoutId(c), created_by: 1 } }),
        400,
        "no está permitido",
      );
      const res = await seller.call("updateCustomer", {
        path: { id: c.id },
        body: { ...withoutId(c), city: "Maracaibo" },
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: c.id, city: "Maracaibo", created_by: c.created_by });
      const byAdmin = await (
        await ctx.admin()
      ).call("updateCustomer", { path: { id: c.id }, body: { ...withoutId(c), city: "Valencia" } });
      expectStatus(byAdmin, 200);
      expect(byAdmin.body).toMatchObject({ city: "Valencia", created_by: c.created_by });
    },
  },
  {
    title: "updateCustomer: another seller's customer → 403 and unchanged",
    covers: [["updateCustomer", "forbidden"]],
    async run(ctx) {
      const c = await create(await ctx.vendedor(), { city: "Mérida" });
      const res = await (
        await ctx.vendedor2()
      ).call("updateCustomer", { path: { id: c.id }, body: { ...withoutId(c), city: "Robada" } });
      expectError(res, 403, MESSAGES.forbiddenCustomer);
      const all = (await (await ctx.admin()).call("listCustomers")).body.data as Customer[];
      expect(all.find((x) => x.id === c.id)?.city).toBe("Mérida");
    },
  },
  {
    title: "updateCustomer: invalid → 400; unknown → 404; another customer's document → 409",
    covers: [
      ["updateCustomer", "validation"],
      ["updateCustomer", "notFound"],
      ["updateCustomer", "conflict"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const a = await create(seller);
      const b = await create(seller);
      expectError(
        await seller.call("updateCustomer", {
          path: { id: a.id },
          body: { ...withoutId(a), first_name: "" },
        }),
        400,
      );
      expectError(
        await seller.call("updateCustomer", {
          path: { id: a.id },
          body: { ...withoutId(a), customer_type: "empresa" },
        }),
        400,
      );
      expectError(await seller.call("updateCustomer", { path: { id: 999999 }, body: withoutId(a) }), 404);
      expectError(
        await seller.call("updateCustomer", {
          path: { id: a.id },
          body: { ...withoutId(a), document_number: b.document_number },
        }),
        409,
        MESSAGES.duplicateDocument,
      );
    },
  },
  {
    title: "deleteCustomer: another seller → 403 and kept; owner → 204 and gone; unknown → 404; bad id → 400",
    covers: [
      ["deleteCustomer", "forbidden"],
      ["deleteCustomer", "success"],
      ["deleteCustomer", "notFound"],
      ["deleteCustomer", "validation"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const c = await create(seller);
      expectError(
        await (await ctx.vendedor2()).call("deleteCustomer", { path: { id: c.id } }),
        403,
        MESSAGES.forbiddenCustomer,
      );
      expect(((await seller.call("listCustomers")).body.data as Customer[]).map((x) => x.id)).toContain(c.id);
      expectStatus(await seller.call("deleteCustomer", { path: { id: c.id } }), 204);
      expect(((await seller.call("listCustomers")).body.data as Customer[]).map((x) => x.id)).not.toContain(
        c.id,
      );
      expectError(await seller.call("deleteCustomer", { path: { id: c.id } }), 404);
      expectError(await seller.call("deleteCustomer", { path: { id: "abc" } }), 400);
    },
  },
  ...authScenarios("customers"),
];

export function defineCustomersSuite(target: Target): void {
  runScenarios(target, "customers", customersScenarioList);
}
