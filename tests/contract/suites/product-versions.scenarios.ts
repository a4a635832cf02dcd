// Lost updates: an edit carries the version it started from; when someone saved first, the edit
// is refused with 412 in Spanish and the other person's values stay.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { productBody, productUpdateBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

const editOf = productUpdateBody;

export const productVersionScenarios: Scenario[] = [
  {
    title: "product edits: the second of two edits from one version is refused with 412; nothing is lost",
    covers: [
      ["updateProduct", "success"],
      ["createProduct", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const ref = {
        categoryId: (await admin.call("listCategories")).body[0].id,
        brandId: (await admin.call("listBrands")).body[0].id,
      };
      const made = await admin.call("createProduct", { body: productBody(ref) });
      expectStatus(made, 201);
      const start = made.body;
      expect(start.version).toEqual(expect.any(Number));
      const first = await admin.call("updateProduct", {
        path: { id: start.id },
        body: { ...editOf(start), stock: 40, version: start.version },
      });
      expectStatus(first, 200);
      expect(first.body.version).not.toBe(start.version);
      const second = await admin.call("updateProduct", {
        path: { id: start.id },
        body: { ...editOf(start), notes: "otra nota", version: start.version },
      });
      expect(second.status).toBe(412);
      expectError(second, 412, MESSAGES.productStale);
      const now = (await admin.call("getProduct", { path: { id: start.id } })).body;
      expect([now.stock, now.notes]).toEqual([40, start.notes]);
      // From the current version the edit goes through.
      const retried = await admin.call("updateProduct", {
        path: { id: start.id },
        body: { ...editOf(now), notes: "otra nota", version: now.version },
      });
      expectStatus(retried, 200);
      expect([retried.body.stock, retried.body.notes]).toEqual([40, "otra nota"]);
    },
  },
  {
    title: "product edits: concurrent edits from one version - exactly one is saved",
    covers: [["updateProduct", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const start = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
      const results = await Promise.all(
        [11, 12, 13, 14, 15].map((stock) =>
          admin.call("updateProduct", {
            path: { id: start.id },
            body: { ...editOf(start), discount: start.ownDiscount, stock, version: start.version },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412]);
    },
  },
];
