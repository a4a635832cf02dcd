// One code key, held by the database: two racing writes of one number to two parts (a barcode on
// one and a code on another, or a new part's SKU and a code) both pass the operations' reads, so
// only the claims written in each write's transaction can refuse the second. Exactly one wins; the
// other gets the 409 naming the winner, and the number rings up the winner.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { productBody } from "../support/bodies";
import type { ApiClient, ApiResponse, Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import type { Scenario } from "../support/scenario";

const ROUNDS = 8;

async function newPart(admin: ApiClient, ref: Json): Promise<Json> {
  const res = await admin.call("createProduct", { body: { ...productBody(ref), name: unique("Arandela") } });
  expectStatus(res, 201);
  return res.body;
}

/** One success and one 409 naming the part that won; the number then finds that part. */
async function expectOneWinner(admin: ApiClient, number: string, racers: [ApiResponse, Json][]) {
  const won = racers.filter(([res]) => res.status >= 200 && res.status < 300);
  expect(won.map(([res]) => res.status)).toHaveLength(1);
  const [, winner] = won[0]!;
  const [lost] = racers.find(([res]) => res.status >= 300)!;
  const named = (await admin.call("getProduct", { path: { id: winner.id } })).body;
  expectError(lost, 409, MESSAGES.codeTakenBy(named.name, named.sku));
  const scanned = await admin.call("lookupProductCode", { query: { code: number } });
  expect(scanned.body.product.id).toBe(winner.id);
}

export const codeClaimRaceScenarios: Scenario[] = [
  {
    title: "racing writes of one number as a barcode and as another part's code: exactly one succeeds",
    // Which of the two wins is the race's; the winner is checked, not a fixed side.
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const ref = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
      const [a, b] = [await newPart(admin, ref), await newPart(admin, ref)];
      const serial = String(Math.floor(Math.random() * 1e9));
      for (let round = 0; round < ROUNDS; round += 1) {
        const number = `RACE-${serial}-${round}`;
        const [barcode, code] = await Promise.all([
          admin.call("updateProductBarcode", { path: { id: a.id }, body: { barcode: number } }),
          admin.call("addProductCode", {
            path: { id: b.id },
            body: { code: number.toLowerCase().replace(/-/g, " "), kind: "OEM" },
          }),
        ]);
        await expectOneWinner(admin, number, [
          [barcode, a],
          [code, b],
        ]);
      }
    },
  },
  {
    title: "racing writes of one number as a new part's SKU and as another part's code: exactly one succeeds",
    // Which of the two wins is the race's; the winner is checked, not a fixed side.
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const ref = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
      const b = await newPart(admin, ref);
      const serial = String(Math.floor(Math.random() * 1e9));
      for (let round = 0; round < ROUNDS; round += 1) {
        const number = `RSKU-${serial}-${round}`;
        const [created, code] = await Promise.all([
          admin.call("createProduct", { body: { ...productBody(ref), sku: number } }),
          admin.call("addProductCode", { path: { id: b.id }, body: { code: number, kind: "OEM" } }),
        ]);
        await expectOneWinner(admin, number, [
          [created, created.body],
          [code, b],
        ]);
      }
    },
  },
];
