// Forged ids and timestamps: every JSON request body is closed, so a property the document does not
// declare is a Spanish 400, never stored; a product's id and dates are the server's.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { productBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import { operations } from "../support/openapi";
import { sampleRequest } from "../support/samples";
import type { Scenario } from "../support/scenario";

const FORGED = { id: 777000, createdAt: "2001-01-01T00:00:00.000Z", updatedAt: "2001-01-01T00:00:00.000Z" };

/** The body with one undeclared property added (to each item of an array body). */
function withForgedId(body: unknown): unknown {
  if (Array.isArray(body)) return body.length ? body.map(withForgedId) : [{ vehicleId: 1, id: 777000 }];
  return { ...(body as object), id: 777000 };
}

export const closedBodyScenarios: Scenario[] = [
  {
    title: "closed bodies: a forged id, createdAt or updatedAt on a product create is refused in Spanish",
    covers: [["createProduct", "validation"]],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const admin = await ctx.admin();
      const categoryId = (await admin.call("listCategories")).body[0].id;
      const brandId = (await admin.call("listBrands")).body[0].id;
      const base = productBody({ categoryId, brandId });
      for (const [key, value] of Object.entries(FORGED)) {
        expectError(
          await seller.call("createProduct", { body: { ...base, [key]: value } }),
          400,
          `El campo '${key}' no está permitido`,
        );
      }
      for (const id of [9223372036854774784, "9223372036854775807"]) {
        expectError(await seller.call("createProduct", { body: { ...base, id } }), 400);
      }
      const made = await seller.call("createProduct", { body: base });
      expectStatus(made, 201);
      expect(made.body.id).not.toBe(777000);
      expect(Date.parse(made.body.createdAt)).toBeGreaterThan(Date.parse("2020-01-01"));
      expectError(await admin.call("getProduct", { path: { id: 777000 } }), 404, MESSAGES.productNotFound);
    },
  },
  {
    title: "closed bodies: every operation with a JSON body refuses a property it does not declare",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const refused: string[] = [];
      for (const op of operations) {
        if (op.requestContentType !== "application/json") continue;
        const caller = op.operationId === "login" ? ctx.anon() : admin;
        const sample = await sampleRequest(
          op.operationId,
          ctx,
          caller,
          op.operationId === "login" ? null : "admin",
        );
        const res = await caller.call(op.operationId, { ...sample, body: withForgedId(sample.body) });
        if (res.status === 400 && /no está permitido/.test(String(res.body?.message)))
          refused.push(op.operationId);
        else refused.push(`${op.operationId}: ${res.status} ${res.text.slice(0, 80)}`);
      }
      expect(refused.filter((line) => line.includes(":"))).toEqual([]);
      expect(refused.length).toBeGreaterThan(20);
    },
  },
];
