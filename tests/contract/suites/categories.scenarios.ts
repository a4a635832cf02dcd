// Categories and subcategories, including the delete rules of the specification.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import { productBody } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import type { Category, Subcategory } from "@contract/types";

async function createCategory(client: ApiClient, name = unique("Categoría")): Promise<Category> {
  const res = await client.call("createCategory", { body: { name, description: "Creada por la prueba" } });
  expectStatus(res, 201);
  return res.body;
}

async function createSub(client: ApiClient, categoryId: number): Promise<Subcategory> {
  const res = await client.call("createSubcategory", { body: { name: unique("Sub"), categoryId } });
  expectStatus(res, 201);
  return res.body;
}

export const categoriesScenarioList: Scenario[] = [
  {
    title: "listCategories: at least 8 seeded categories",
    covers: [["listCategories", "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call("listCategories");
      expectStatus(res, 200);
      expect(res.body.length).toBeGreaterThanOrEqual(8);
    },
  },
  {
    title: "createCategory: 201; blank name → 400; duplicate name → 409",
    covers: [
      ["createCategory", "success"],
      ["createCategory", "validation"],
      ["createCategory", "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const created = await createCategory(client);
      expect(created.description).toBe("Creada por la prueba");
      expectError(await client.call("createCategory", { body: { name: "" } }), 400);
      expectError(await client.call("createCategory", { body: {} }), 400);
      expectError(
        await client.call("createCategory", { body: { name: created.name } }),
        409,
        MESSAGES.duplicateCategory,
      );
    },
  },
  {
    title: "updateCategory: rename → 200; empty name → 400; unknown → 404; another's name → 409",
    covers: [
      ["updateCategory", "success"],
      ["updateCategory", "validation"],
      ["updateCategory", "notFound"],
      ["updateCategory", "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const a = await createCategory(client);
      const b = await createCategory(client);
      const renamed = unique("Renombrada");
      const res = await client.call("updateCategory", { path: { id: a.id }, body: { name: renamed } });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: a.id, name: renamed, description: a.description });
      expectError(await client.call("updateCategory", { path: { id: a.id }, body: { name: "" } }), 400);
      expectError(
        await client.call("updateCategory", { path: { id: 999999 }, body: { name: unique("x") } }),
        404,
        MESSAGES.categoryNotFound,
      );
      expectError(
        await client.call("updateCategory", { path: { id: a.id }, body: { name: b.name } }),
        409,
        MESSAGES.duplicateCategory,
      );
    },
  },
  {
    title: "deleteCategory: with subcategories → 409 'No se puede eliminar la categoría' and nothing changes",
    covers: [["deleteCategory", "conflict"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const subs = (await client.call("listSubcategories")).body as Subcategory[];
      const categoryId = subs[0]!.parts_category_id;
      const before = await client.call("listSubcategoriesOfCategory", { path: { categoryId } });
      const res = await client.call("deleteCategory", { path: { id: categoryId } });
      expectError(res, 409, "No se puede eliminar la categoría");
      expect(res.body.message).toBe(MESSAGES.categoryHasSubcategories);
      const categories = (await client.call("listCategories")).body as Category[];
      expect(categories.map((c) => c.id)).toContain(categoryId);
      const after = await client.call("listSubcategoriesOfCategory", { path: { categoryId } });
      expect(after.body).toEqual(before.body);
    },
  },
  {
    title: "deleteCategory: with products (no subcategories) → 409 and the product keeps it",
    covers: [["deleteCategory", "conflict"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const category = await createCategory(client);
      const [p] = (await client.call("listProducts", { query: { limit: 1 } })).body;
      const product = await client.call("createProduct", {
        body: { ...productBody(p), categoryId: category.id },
      });
      expectStatus(product, 201);
      expectError(
        await client.call("deleteCategory", { path: { id: category.id } }),
        409,
        "No se puede eliminar la categoría",
      );
      const fetched = await client.call("getProduct", { path: { id: product.body.id } });
      expect(fetched.body.categoryId).toBe(category.id);
    },
  },
  {
    title: "deleteCategory: an empty category → 204 and gone; unknown → 404; bad id → 400",
    covers: [
      ["deleteCategory", "success"],
      ["deleteCategory", "notFound"],
      ["deleteCategory", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const category = await createCategory(client);
      expectStatus(await client.call("deleteCategory", { path: { id: category.id } }), 204);
      const list = (await client.call("listCategories")).body as Category[];
      expect(list.map((c) => c.id)).not.toContain(category.id);
      expectError(await client.call("deleteCategory", { path: { id: category.id } }), 404);
      expectError(await client.call("deleteCategory", { path: { id: "abc" } }), 400);
    },
  },
  {
    title: "listSubcategories / listSubcategoriesOfCategory: only that category's; bad id → 400",
    covers: [
      ["listSubcategories", "success"],
      ["listSubcategoriesOfCategory", "success"],
      ["listSubcategoriesOfCategory", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const all = (await client.call("listSubcategories")).body as Subcategory[];
      expect(all.length).toBeGreaterThan(0);
      const categoryId = all[0]!.parts_category_id;
      const res = await client.call("listSubcategoriesOfCategory", { path: { categoryId } });
      expectStatus(res, 200);
      const expected = all
        .filter((s) => s.parts_category_id === categoryId)
        .map((s) => s.id)
        .sort();
      expect((res.body as Subcategory[]).map((s) => s.id).sort()).toEqual(expected);
      expectError(await client.call("listSubcategoriesOfCategory", { path: { categoryId: "abc" } }), 400);
    },
  },
  {
    title:
      "createSubcategory: 201; missing category → 400; unknown category → 404; duplicate in category → 409",
    covers: [
      ["createSubcategory", "success"],
      ["createSubcategory", "validation"],
      ["createSubcategory", "notFound"],
      ["createSubcategory", "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const category = await createCategory(client);
      const sub = await createSub(client, category.id);
      expect(sub.parts_category_id).toBe(category.id);
      expectError(await client.call("createSubcategory", { body: { name: unique("Sub") } }), 400);
      expectError(
        await client.call("createSubcategory", { body: { name: "", categoryId: category.id } }),
        400,
      );
      expectError(
        await client.call("createSubcategory", { body: { name: unique("Sub"), categoryId: 999999 } }),
        404,
      );
      expectError(
        await client.call("createSubcategory", { body: { name: sub.name, categoryId: category.id } }),
        409,
        MESSAGES.duplicateSubcategory,
      );
      // The same name in another category is fine.
      const other = await createCategory(client);
      expectStatus(
        await client.call("createSubcategory", { body: { name: sub.name, categoryId: other.id } }),
        201,
      );
    },
  },
  {
    title: "deleteSubcategory: in use → 409 and kept; unused → 204; unknown → 404; bad id → 400",
    covers: [
      ["deleteSubcategory", "success"],
      ["deleteSubcategory", "conflict"],
      ["deleteSubcategory", "notFound"],
      ["deleteSubcategory", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const category = await createCategory(client);
      const sub = await createSub(client, category.id);
      const [p] = (await client.call("listProducts", { query: { limit: 1 } })).body;
      const product = await client.call("createProduct", {
        body: { ...productBody(p), categoryId: category.id, subcategoryId: sub.id },
      });
      expectStatus(product, 201);
      expectError(await client.call("deleteSubcategory", { path: { id: sub.id } }), 409);
      const fetched = await client.call("getProduct", { path: { id: product.body.id } });
      expect(fetched.body).toMatchObject({ categoryId: category.id, subcategoryId: sub.id });
      const admin = await ctx.admin();
      expectStatus(await admin.call("deleteProduct", { path: { id: product.body.id } }), 204);
      expectStatus(await client.call("deleteSubcategory", { path: { id: sub.id } }), 204);
      expectError(await client.call("deleteSubcategory", { path: { id: sub.id } }), 404);
      expectError(await client.call("deleteSubcategory", { path: { id: "abc" } }), 400);
    },
  },
  ...authScenarios("categories"),
];

export function defineCategoriesSuite(target: Target): void {
  runScenarios(target, "categories", categoriesScenarioList);
}
