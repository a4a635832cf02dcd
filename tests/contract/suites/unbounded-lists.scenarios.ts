// No call answers an unbounded list: GET /api/products without `limit` answers the documented
// default page (100) with the whole count in X-Total-Count.
import { expect } from "vitest";
import { productBody } from "../support/bodies";
import { expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

const DEFAULT_PAGE = 100;

export const unboundedListScenarios: Scenario[] = [
  {
    title: "listProducts without limit answers the first 100 and the total in X-Total-Count",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const ref = {
        categoryId: (await admin.call("listCategories")).body[0].id,
        brandId: (await admin.call("listBrands")).body[0].id,
      };
      let total = Number(
        (await admin.call("listProducts", { query: { limit: 1 } })).headers.get("x-total-count"),
      );
      while (total <= DEFAULT_PAGE + 5) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, () => admin.call("createProduct", { body: productBody(ref) })),
        );
        for (const res of batch) expectStatus(res, 201);
        total += batch.length;
      }
      const plain = await (await ctx.vendedor()).call("listProducts");
      expectStatus(plain, 200);
      expect(plain.body).toHaveLength(DEFAULT_PAGE);
      expect(Number(plain.headers.get("x-total-count"))).toBe(total);
      const second = await admin.call("listProducts", { query: { offset: DEFAULT_PAGE } });
      expect(second.body).toHaveLength(Math.min(DEFAULT_PAGE, total - DEFAULT_PAGE));
    },
  },
];
