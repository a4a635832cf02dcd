// Codes per part, equivalences and look-up by any number. Seed facts (fixtures/codes.ts):
// "Filtro de aceite" has W 712/75 (Proveedor), 90915-YZZE1 (OEM) and W 712/73 (Anterior);
// "Filtro de combustible" (no stock) has OEM 16400-41B00 and is equivalent to "Filtro de
// combustible diésel con trampa de agua" (in stock).
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { expectError, expectStatus, unique } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import type { Product, ProductCode, ProductLookup } from "@contract/types";
import { equivalentScenarioList, names, throwaway } from "./equivalents.scenarios";
import { productNamed } from "./fitments.scenarios";

export const productCodesScenarioList: Scenario[] = [
  {
    title: "listProductCodes: a Vendedor reads a part's codes, oldest first; unknown product → 404",
    covers: [
      ["listProductCodes", "success"],
      ["listProductCodes", "notFound"],
      ["listProductCodes", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const filter = await productNamed(client, "Filtro de aceite");
      const res = await client.call("listProductCodes", { path: { id: filter.id } });
      expectStatus(res, 200);
      expect((res.body as ProductCode[]).map((c) => [c.code, c.kind, c.source])).toEqual([
        ["W 712/75", "Proveedor", "MANN-FILTER"],
        ["90915-YZZE1", "OEM", "Toyota"],
        ["W 712/73", "Anterior", "MANN-FILTER"],
      ]);
      for (const code of res.body as ProductCode[]) expect(code.productId).toBe(filter.id);
      expectError(
        await client.call("listProductCodes", { path: { id: 999_999 } }),
        404,
        MESSAGES.productNotFound,
      );
      expectError(await client.call("listProductCodes", { path: { id: "abc" } }), 400);
    },
  },
  {
    title: "addProductCode: 201 trimmed; then found by search and look-up in another spelling",
    covers: [["addProductCode", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const part = await throwaway(admin, 3);
      const spelled = `ZX-${Date.now().toString(36).toUpperCase()} 1/2`;
      const res = await admin.call("addProductCode", {
        path: { id: part.id },
        body: { code: `  ${spelled} `, kind: "OEM", source: "  Chevrolet " },
      });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ productId: part.id, code: spelled, kind: "OEM", source: "Chevrolet" });
      const listed = (await admin.call("listProductCodes", { path: { id: part.id } })).body as ProductCode[];
      expect(listed.map((c) => c.code)).toEqual([spelled]);
      const other = spelled.toLowerCase().replace(/[- /]/g, "");
      const vendedor = await ctx.vendedor();
      const search = await vendedor.call("listProducts", { query: { search: other, limit: 5 } });
      expectStatus(search, 200);
      expect((search.body as Product[])[0]?.id).toBe(part.id);
      const lookup = await vendedor.call("lookupProductCode", { query: { code: `\u200B${other}` } });
      expectStatus(lookup, 200);
      expect((lookup.body as ProductLookup).product.id).toBe(part.id);
      expect((lookup.body as ProductLookup).matched).toEqual({ kind: "OEM", code: spelled });
    },
  },
  {
    title: "addProductCode: unknown kind, separators only, no code → 400; unknown product → 404",
    covers: [
      ["addProductCode", "validation"],
      ["addProductCode", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const part = await throwaway(admin, 1);
      const add = (body: Record<string, unknown>, id = part.id) =>
        admin.call("addProductCode", { path: { id }, body });
      expectError(await add({ code: "ABC123", kind: "Otro" }), 400);
      expectError(await add({ code: " - . / ", kind: "OEM" }), 400, MESSAGES.codeBlank);
      expectError(await add({ kind: "OEM" }), 400);
      expectError(await add({ code: "ABC123", kind: "OEM" }, 999_999), 404, MESSAGES.productNotFound);
      expect((await admin.call("listProductCodes", { path: { id: part.id } })).body).toEqual([]);
    },
  },
  {
    title: "addProductCode: a number another part holds (code, SKU or barcode, any spelling) → 409",
    covers: [["addProductCode", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const part = await throwaway(admin, 1);
      const add = (code: string) =>
        admin.call("addProductCode", { path: { id: part.id }, body: { code, kind: "Proveedor" } });
      expectError(await add("w71275"), 409, MESSAGES.codeTakenByOther);
      const filter = await productNamed(admin, "Filtro de aceite");
      expectError(await add(filter.sku.toLowerCase().replace(/-/g, " ")), 409, MESSAGES.codeTakenByOther);
      expectError(await add(part.sku.toLowerCase().replace(/-/g, ".")), 409, MESSAGES.codeTakenBySelf);
      expectStatus(await add("QQ-778-A"), 201);
      expectError(await add("qq 778a"), 409, MESSAGES.codeTakenBySelf);
      expect((await admin.call("listProductCodes", { path: { id: part.id } })).body).toHaveLength(1);
    },
  },
  {
    title: "deleteProductCode: 204 and gone; again, or under another product → 404",
    covers: [
      ["deleteProductCode", "success"],
      ["deleteProductCode", "notFound"],
      ["deleteProductCode", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const part = await throwaway(admin, 1);
      const other = await throwaway(admin, 1);
      const code = (
        await admin.call("addProductCode", {
          path: { id: part.id },
          body: { code: unique("DEL"), kind: "OEM" },
        })
      ).body as ProductCode;
      const remove = (id: number) => admin.call("deleteProductCode", { path: { id, codeId: code.id } });
      expectError(await remove(other.id), 404, MESSAGES.codeNotFound);
      expectStatus(await remove(part.id), 204);
      expect((await admin.call("listProductCodes", { path: { id: part.id } })).body).toEqual([]);
      expectError(await remove(part.id), 404, MESSAGES.codeNotFound);
      expectError(await remove(999_999), 404, MESSAGES.productNotFound);
      expectError(await admin.call("deleteProductCode", { path: { id: part.id, codeId: "x" } }), 400);
    },
  },
  ...equivalentScenarioList,
  {
    title: "lookupProductCode: an OEM number in any spelling finds the part and its equivalents in stock",
    covers: [
      ["lookupProductCode", "success"],
      ["lookupProductCode", "notFound"],
      ["lookupProductCode", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const res = await client.call("lookupProductCode", { query: { code: "16400 41b00" } });
      expectStatus(res, 200);
      const found = res.body as ProductLookup;
      expect(found.product.name).toBe("Filtro de combustible");
      expect(found.product.stock).toBe(0);
      expect(found.matched).toEqual({ kind: "OEM", code: "16400-41B00" });
      expect(names(found.equivalentsInStock)).toEqual(["Filtro de combustible diésel con trampa de agua"]);
      const bySku = await client.call("lookupProductCode", {
        query: { code: found.product.sku.toLowerCase().replace(/-/g, "") },
      });
      expect((bySku.body as ProductLookup).matched).toEqual({ kind: "SKU", code: found.product.sku });
      expectError(
        await client.call("lookupProductCode", { query: { code: "NO-EXISTE-0000" } }),
        404,
        MESSAGES.codeLookupNotFound,
      );
      expectError(await client.call("lookupProductCode", { query: { code: " - " } }), 404);
      expectError(await client.call("lookupProductCode"), 400);
    },
  },
  {
    title: "listProducts: a code or SKU in another spelling ranks its part first",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const search = async (text: string) =>
        ((await client.call("listProducts", { query: { search: text, limit: 10 } })).body as Product[]).map(
          (p) => p.name,
        );
      expect((await search("w71275"))[0]).toBe("Filtro de aceite");
      expect((await search("W 712/75"))[0]).toBe("Filtro de aceite");
      expect(await search("90915yzze1")).toEqual(["Filtro de aceite"]);
      const fuel = await productNamed(client, "Filtro de combustible");
      const res = await client.call("listProducts", {
        query: { search: fuel.sku.toLowerCase().replace(/-/g, " "), limit: 10 },
      });
      expect((res.body as Product[])[0]?.id).toBe(fuel.id);
    },
  },
];

export function defineProductCodesSuite(target: Target): void {
  runScenarios(target, "product codes", productCodesScenarioList);
}
