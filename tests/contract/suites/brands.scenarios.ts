// Brands: many-to-many with categories, the categoryId filter, and the delete rules.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import { productBody } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import type { Brand } from "@contract/types";

async function createBrand(client: ApiClient, categoryIds: number[] = []): Promise<Brand> {
  const res = await client.call("createBrand", {
    body: { name: unique("Marca"), country: "Colombia", categoryIds },
  });
  expectStatus(res, 201);
  return res.body;
}

export const brandsScenarioList: Scenario[] = [
  {
    title: "listBrands: part brands and vehicle makes (Chevrolet among them)",
    covers: [["listBrands", "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call("listBrands");
      expectStatus(res, 200);
      expect(res.body.length).toBeGreaterThanOrEqual(12);
      expect(res.body.map((b: Brand) => b.name)).toContain("Chevrolet");
    },
  },
  {
    title: "listBrands?categoryId: the brands linked to it plus the brands linked to none",
    covers: [["listBrands", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const all = (await client.call("listBrands")).body as Brand[];
      const linked = all.find((b) => b.categoryIds.length > 0)!;
      const categoryId = linked.categoryIds[0]!;
      const expected = all.filter((b) => b.categoryIds.length === 0 || b.categoryIds.includes(categoryId));
      const res = await client.call("listBrands", { query: { categoryId } });
      expect((res.body as Brand[]).map((b) => b.id).sort()).toEqual(expected.map((b) => b.id).sort());
      expect(res.body.length).toBeLessThan(all.length);
      const unknown = await client.call("listBrands", { query: { categoryId: 999999 } });
      expect((unknown.body as Brand[]).every((b) => b.categoryIds.length === 0)).toBe(true);
    },
  },
  {
    title: "listBrands?categoryId=abc → 400",
    covers: [["listBrands", "validation"]],
    async run(ctx) {
      expectError(await (await ctx.vendedor()).call("listBrands", { query: { categoryId: "abc" } }), 400);
    },
  },
  {
    title: "createBrand: 201 with its categories; blank name → 400; duplicate → 409",
    covers: [
      ["createBrand", "success"],
      ["createBrand", "validation"],
      ["createBrand", "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const categories = (await client.call("listCategories")).body as Array<{ id: number }>;
      const ids = [categories[0]!.id, categories[1]!.id];
      const brand = await createBrand(client, ids);
      expect([...brand.categoryIds].sort()).toEqual([...ids].sort());
      const filtered = await client.call("listBrands", { query: { categoryId: ids[0] } });
      expect(filtered.body.map((b: Brand) => b.id)).toContain(brand.id);
      expectError(await client.call("createBrand", { body: { name: "" } }), 400);
      expectError(
        await client.call("createBrand", { body: { name: unique("M"), categoryIds: ["uno"] } }),
        400,
      );
      expectError(
        await client.call("createBrand", { body: { name: brand.name } }),
        409,
        MESSAGES.duplicateBrand,
      );
    },
  },
  {
    title:
      "updateBrand: new categories → 200 and the filter follows; bad body → 400; unknown → 404; taken name → 409",
    covers: [
      ["updateBrand", "success"],
      ["updateBrand", "validation"],
      ["updateBrand", "notFound"],
      ["updateBrand", "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const categories = (await client.call("listCategories")).body as Array<{ id: number }>;
      const a = await createBrand(client, [categories[0]!.id]);
      const b = await createBrand(client);
      const res = await client.call("updateBrand", {
        path: { id: a.id },
        body: { categoryIds: [categories[2]!.id] },
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: a.id, name: a.name, categoryIds: [categories[2]!.id] });
      const old = await client.call("listBrands", { query: { categoryId: categories[0]!.id } });
      expect(old.body.map((x: Brand) => x.id)).not.toContain(a.id);
      expectError(await client.call("updateBrand", { path: { id: a.id }, body: { name: "" } }), 400);
      expectError(
        await client.call("updateBrand", { path: { id: 999999 }, body: { name: unique("M") } }),
        404,
        MESSAGES.brandNotFound,
      );
      expectError(
        await client.call("updateBrand", { path: { id: a.id }, body: { name: b.name } }),
        409,
        MESSAGES.duplicateBrand,
      );
    },
  },
  {
    title: "deleteBrand: a make with vehicles → 409 'No se puede eliminar la marca' and nothing changes",
    covers: [["deleteBrand", "conflict"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const vehiclesBefore = (await client.call("listVehicles")).body as Array<{
        id: number;
        brandId: number;
      }>;
      const brandId = vehiclesBefore[0]!.brandId;
      const res = await client.call("deleteBrand", { path: { id: brandId } });
      expectError(res, 409, "No se puede eliminar la marca");
      expect(res.body.message).toBe(MESSAGES.brandHasVehicles);
      const brands = (await client.call("listBrands")).body as Brand[];
      expect(brands.map((b) => b.id)).toContain(brandId);
      const vehiclesAfter = (await client.call("listVehicles")).body;
      expect(vehiclesAfter).toEqual(vehiclesBefore);
    },
  },
  {
    title: "deleteBrand: a brand with products → 409 and the product keeps it",
    covers: [["deleteBrand", "conflict"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const brand = await createBrand(client);
      const [p] = (await client.call("listProducts", { query: { limit: 1 } })).body;
      const product = await client.call("createProduct", { body: { ...productBody(p), brandId: brand.id } });
      expectStatus(product, 201);
      expectError(
        await client.call("deleteBrand", { path: { id: brand.id } }),
        409,
        "No se puede eliminar la marca",
      );
      expect((await client.call("getProduct", { path: { id: product.body.id } })).body.brandId).toBe(
        brand.id,
      );
    },
  },
  {
    title: "deleteBrand: an unused brand → 204 and gone; unknown → 404; bad id → 400",
    covers: [
      ["deleteBrand", "success"],
      ["deleteBrand", "notFound"],
      ["deleteBrand", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const brand = await createBrand(client);
      expectStatus(await client.call("deleteBrand", { path: { id: brand.id } }), 204);
      expect((await client.call("listBrands")).body.map((b: Brand) => b.id)).not.toContain(brand.id);
      expectError(await client.call("deleteBrand", { path: { id: brand.id } }), 404);
      expectError(await client.call("deleteBrand", { path: { id: "abc" } }), 400);
    },
  },
  ...authScenarios("brands"),
];

export function defineBrandsSuite(target: Target): void {
  runScenarios(target, "brands", brandsScenarioList);
}
