// The stock ledger's invariant under random use: sequences of creates, edits, adjustments and deletes
// through the API of each server, after which every product's movements add up to its stock — read
// back through the API for the products touched, and over the whole database (the BFF's SQLite file
// or, in the PostgreSQL run, its database; the mocks' collections).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, StockMovementPage } from "@contract/types";
import { openDatabase } from "../../bff/src/db/open-database";
import { ledgerDiscrepancies as sqlDiscrepancies } from "../../bff/src/store/ledger-check";
import { ledgerDiscrepanciesInMemory as memoryDiscrepancies } from "../../mocks/store/stock-ledger";
import { ADJUSTMENT_REASONS } from "../../rules/stock-movement-kinds";
import { productBody } from "./support/bodies";
import { ContractSession, type ApiClient } from "./support/client";
import { contextFor } from "./support/scenario";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

type Command =
  | { op: "create"; stock: number }
  | { op: "edit"; pick: number; stock: number; price: number }
  | { op: "count"; pick: number; counted: number }
  | { op: "add"; pick: number; quantity: number; reason: number }
  | { op: "delete"; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant("create" as const), stock: fc.nat(40) }),
  fc.record({
    op: fc.constant("edit" as const),
    pick: fc.nat(),
    stock: fc.nat(40),
    price: fc.integer({ min: 1, max: 9 }),
  }),
  fc.record({ op: fc.constant("count" as const), pick: fc.nat(), counted: fc.nat(40) }),
  fc.record({
    op: fc.constant("add" as const),
    pick: fc.nat(),
    quantity: fc.integer({ min: -30, max: 30 }),
    reason: fc.nat(ADJUSTMENT_REASONS.length - 1),
  }),
  fc.record({ op: fc.constant("delete" as const), pick: fc.nat() }),
);

async function sumOfMovements(client: ApiClient, id: number): Promise<number> {
  let total = 0;
  let before: number | null | undefined;
  do {
    const query = before ? { limit: 500, before } : { limit: 500 };
    const page = (await client.call("listProductMovements", { path: { id }, query }))
      .body as StockMovementPage;
    total += page.items.reduce((sum, m) => sum + m.quantity, 0);
    before = page.nextBefore;
  } while (before);
  return total;
}

async function apply(admin: ApiClient, live: Product[], template: Product, cmd: Command): Promise<void> {
  if (cmd.op === "create") {
    const res = await admin.call("createProduct", { body: { ...productBody(template), stock: cmd.stock } });
    expect(res.status).toBe(201);
    live.push(res.body as Product);
    return;
  }
  const product = live[cmd.pick % Math.max(live.length, 1)];
  if (!product) return;
  const id = product.id;
  if (cmd.op === "edit") {
    const current = (await admin.call("getProduct", { path: { id } })).body as Product;
    const body = {
      name: current.name,
      sku: current.sku,
      categoryId: current.categoryId,
      brandId: current.brandId,
      costPrice: current.costPrice,
      sellingPrice: current.sellingPrice + cmd.price,
      stock: cmd.stock,
      version: current.version,
    };
    expect((await admin.call("updateProduct", { path: { id }, body })).status).toBe(200);
  } else if (cmd.op === "count") {
    const res = await admin.call("adjustProductStock", {
      path: { id },
      body: { countedQuantity: cmd.counted, reason: "Conteo físico" },
    });
    expect(res.status).toBe(201);
  } else if (cmd.op === "add") {
    const reason = ADJUSTMENT_REASONS[cmd.reason]!;
    const res = await admin.call("adjustProductStock", {
      path: { id },
      body: { quantity: cmd.quantity, reason, note: reason === "Otro" ? "Prueba" : null },
    });
    // Zero and a stock below zero are refused; the stock stays as it was.
    expect([201, 400]).toContain(res.status);
  } else {
    expect((await admin.call("deleteProduct", { path: { id } })).status).toBe(204);
    live.splice(live.indexOf(product), 1);
  }
}

const bff = createBffTarget();

for (const target of [bff, createMocksTarget()]) {
  describe(`contract '${target.name}' stock ledger invariant`, () => {
    const session = new ContractSession(target);
    const ctx = contextFor(session);
    beforeAll(() => target.start());
    afterAll(() => target.stop());

    it("holds after any sequence of creates, edits, adjustments and deletes", async () => {
      const admin = await ctx.admin();
      const [template] = (await admin.call("listProducts", { query: { limit: 1 } })).body as Product[];
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
          const live: Product[] = [];
          for (const cmd of commands) await apply(admin, live, template!, cmd);
          for (const product of live) {
            const stock = ((await admin.call("getProduct", { path: { id: product.id } })).body as Product)
              .stock;
            expect(await sumOfMovements(admin, product.id)).toBe(stock);
          }
          if (target.name === "bff") {
            const knex = openDatabase({ databaseFile: bff.databaseFile, databaseUrl: bff.databaseUrl });
            try {
              expect(await sqlDiscrepancies(knex)).toEqual([]);
            } finally {
              await knex.destroy();
            }
          } else {
            expect(memoryDiscrepancies()).toEqual([]);
          }
        }),
        { numRuns: 20 },
      );
    }, 180_000);
  });
}
