// Equivalences: two-way and transitive groups of interchangeable parts. Seed facts
// (fixtures/codes.ts): "Filtro de combustible" (no stock) is equivalent to "Filtro de
// combustible diésel con trampa de agua" (in stock). Other scenarios use the admin's own products.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import type { ApiClient } from "../support/client";
import { productBody } from "../support/bodies";
import { expectError, expectStatus, unique } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import type { Product } from "@contract/types";
import { productNamed } from "./fitments.scenarios";

/** A fresh product of the admin's, so a scenario's links never touch seed data others read. */
export async function throwaway(
  admin: ApiClient,
  stock: number,
  name = "Repuesto equivalente",
): Promise<Product> {
  const [ref] = (await admin.call("listProducts", { query: { limit: 1 } })).body as Product[];
  const res = await admin.call("createProduct", {
    body: { ...productBody(ref!), name: unique(name), stock },
  });
  expectStatus(res, 201);
  return res.body as Product;
}

export const names = (products: Product[]) => products.map((p) => p.name);

async function equivalentsOf(client: ApiClient, id: number): Promise<Product[]> {
  const res = await client.call("listProductEquivalents", { path: { id } });
  expectStatus(res, 200);
  return res.body as Product[];
}

export const equivalentScenarioList: Scenario[] = [
  {
    title: "listProductEquivalents: the seed's out-of-stock fuel filter has one in stock; unknown → 404",
    covers: [
      ["listProductEquivalents", "success"],
      ["listProductEquivalents", "notFound"],
      ["listProductEquivalents", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const fuel = await productNamed(client, "Filtro de combustible");
      const list = await equivalentsOf(client, fuel.id);
      expect(names(list)).toEqual(["Filtro de combustible diésel con trampa de agua"]);
      expect(list[0]!.stock).toBeGreaterThan(0);
      expect(list[0]!.brand?.name).toBeTruthy();
      expectError(
        await client.call("listProductEquivalents", { path: { id: 999_999 } }),
        404,
        MESSAGES.productNotFound,
      );
      expectError(await client.call("listProductEquivalents", { path: { id: 0 } }), 400);
    },
  },
  {
    title: "addProductEquivalent: two-way and transitive (A≡B, B≡C: one group, in stock first)",
    covers: [["addProductEquivalent", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const a = await throwaway(admin, 0, "Equivalente A");
      const b = await throwaway(admin, 2, "Equivalente B");
      const c = await throwaway(admin, 5, "Equivalente C");
      const ab = await admin.call("addProductEquivalent", { path: { id: a.id }, body: { productId: b.id } });
      expectStatus(ab, 200);
      expect((ab.body as Product[]).map((p) => p.id)).toEqual([b.id]);
      expect((await equivalentsOf(admin, b.id)).map((p) => p.id)).toEqual([a.id]);
      expectStatus(
        await admin.call("addProductEquivalent", { path: { id: c.id }, body: { productId: b.id } }),
        200,
      );
      expect((await equivalentsOf(admin, a.id)).map((p) => p.id)).toEqual([b.id, c.id]);
      // In stock first: A (no stock) comes after B and C whatever their names.
      expect((await equivalentsOf(admin, c.id)).map((p) => p.id)).toEqual([b.id, a.id]);
    },
  },
  {
    title: "addProductEquivalent: itself or no body → 400; unknown part → 404; already equivalent → 409",
    covers: [
      ["addProductEquivalent", "validation"],
      ["addProductEquivalent", "notFound"],
      ["addProductEquivalent", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const a = await throwaway(admin, 1);
      const b = await throwaway(admin, 1);
      const c = await throwaway(admin, 1);
      const link = (id: number, productId: unknown) =>
        admin.call("addProductEquivalent", { path: { id }, body: { productId } });
      expectError(await link(a.id, a.id), 400, MESSAGES.equivalentSelf);
      expectError(await link(a.id, "b"), 400);
      expectError(await link(a.id, 999_999), 404, MESSAGES.productNotFound);
      expectError(await link(999_999, a.id), 404, MESSAGES.productNotFound);
      expectStatus(await link(a.id, b.id), 200);
      expectStatus(await link(b.id, c.id), 200);
      expectError(await link(c.id, a.id), 409, MESSAGES.equivalentAlready);
    },
  },
  {
    title: "removeProductEquivalent: taking B out of A, B, C leaves A and C equivalent",
    covers: [
      ["removeProductEquivalent", "success"],
      ["removeProductEquivalent", "notFound"],
      ["removeProductEquivalent", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const [a, b, c] = [await throwaway(admin, 1), await throwaway(admin, 1), await throwaway(admin, 1)];
      await admin.call("addProductEquivalent", { path: { id: a.id }, body: { productId: b.id } });
      await admin.call("addProductEquivalent", { path: { id: b.id }, body: { productId: c.id } });
      const remove = (id: number, equivalentId: number) =>
        admin.call("removeProductEquivalent", { path: { id, equivalentId } });
      expectStatus(await remove(a.id, b.id), 204);
      expect((await equivalentsOf(admin, a.id)).map((p) => p.id)).toEqual([c.id]);
      expect((await equivalentsOf(admin, c.id)).map((p) => p.id)).toEqual([a.id]);
      expect(await equivalentsOf(admin, b.id)).toEqual([]);
      expectError(await remove(a.id, b.id), 404, MESSAGES.equivalentNotFound);
      expectStatus(await remove(c.id, a.id), 204);
      expect(await equivalentsOf(admin, c.id)).toEqual([]);
      expectError(await remove(999_999, a.id), 404, MESSAGES.productNotFound);
      expectError(
        await admin.call("removeProductEquivalent", { path: { id: a.id, equivalentId: "x" } }),
        400,
      );
    },
  },
];
