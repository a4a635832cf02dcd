// The mocks' in-memory database: one @msw/data collection per table, filled from the same
// deterministic seed the BFF's SQLite seed uses. Foreign keys are plain ids (as in SQL) so the
// handlers mirror the BFF's queries instead of relying on @msw/data relations.
import { Collection } from "@msw/data";
import { z } from "zod";
import { buildSeed } from "../fixtures/seed";
import type {
  Seed,
  SeedBrand,
  SeedCategory,
  SeedCustomer,
  SeedEquivalent,
  SeedFitment,
  SeedLabelSize,
  SeedLabelTemplate,
  SeedProduct,
  SeedPriceChange,
  SeedProductCode,
  SeedPromotion,
  SeedSale,
  SeedStockMovement,
  SeedSubcategory,
  SeedUser,
  SeedVehicle,
} from "../fixtures/types";
import { clearPersistedState, loadPersistedUsers } from "./support/browser-state";

// One schema per table that accepts the seed's row type as it is: the row types come from the
// contract (../fixtures/types.ts), so no field is listed here a second time.
const rows = <Row>() => z.custom<Row>((value) => typeof value === "object" && value !== null);

export type DbUser = SeedUser;
export type DbCategory = SeedCategory;
export type DbSubcategory = SeedSubcategory;
export type DbBrand = SeedBrand;
export type DbVehicle = SeedVehicle;
export type DbProduct = SeedProduct;
export type DbFitment = SeedFitment;
export type DbProductCode = SeedProductCode;
export type DbEquivalent = SeedEquivalent;
export type DbLabelTemplate = SeedLabelTemplate;
export type DbLabelSize = SeedLabelSize;
export type DbSale = SeedSale;
export type DbCustomer = SeedCustomer;
export type DbPromotion = SeedPromotion;
export type DbStockMovement = SeedStockMovement;
export type DbPriceChange = SeedPriceChange;

export const db = {
  users: new Collection({ schema: rows<DbUser>() }),
  categories: new Collection({ schema: rows<DbCategory>() }),
  subcategories: new Collection({ schema: rows<DbSubcategory>() }),
  brands: new Collection({ schema: rows<DbBrand>() }),
  vehicles: new Collection({ schema: rows<DbVehicle>() }),
  products: new Collection({ schema: rows<DbProduct>() }),
  productVehicles: new Collection({ schema: rows<DbFitment>() }),
  productCodes: new Collection({ schema: rows<DbProductCode>() }),
  productEquivalents: new Collection({ schema: rows<DbEquivalent>() }),
  labelTemplates: new Collection({ schema: rows<DbLabelTemplate>() }),
  labelSizes: new Collection({ schema: rows<DbLabelSize>() }),
  sales: new Collection({ schema: rows<DbSale>() }),
  customers: new Collection({ schema: rows<DbCustomer>() }),
  promotions: new Collection({ schema: rows<DbPromotion>() }),
  stockMovements: new Collection({ schema: rows<DbStockMovement>() }),
  priceHistory: new Collection({ schema: rows<DbPriceChange>() }),
};

type SeedTable = keyof Seed & keyof typeof db;
const TABLES: SeedTable[] = [
  "users",
  "categories",
  "subcategories",
  "brands",
  "vehicles",
  "products",
  "productVehicles",
  "productCodes",
  "productEquivalents",
  "labelTemplates",
  "labelSizes",
  "sales",
  "customers",
  "promotions",
  "stockMovements",
  "priceHistory",
];

const resetListeners = new Set<() => void>();

/** Lets other mock modules (sessions, login limiter) forget their state on every reset. */
export function onMockDbReset(listener: () => void): void {
  resetListeners.add(listener);
}

async function fill(now: Date | undefined): Promise<void> {
  const seed = buildSeed(now ?? new Date());
  for (const table of TABLES) {
    const collection = db[table] as unknown as Collection<z.ZodType>;
    collection.clear();
    for (const row of seed[table]) await collection.create(structuredClone(row));
  }
}

let ready: Promise<void> = (async () => {
  await fill(undefined);
  // A browser reload keeps who is blocked and changed passwords (the sessions survive too).
  for (const [id, saved] of Object.entries(loadPersistedUsers())) {
    await db.users.update((q) => q.where({ id: Number(id) }), {
      data(user) {
        user.active = saved.active;
        user.password = saved.password;
        if (saved.name !== undefined) user.name = saved.name;
        if (saved.username !== undefined) user.username = saved.username;
      },
    });
  }
})();

/** Refills every collection from the seed and forgets sessions and login attempts. */
export function resetMockDb(now?: Date): Promise<void> {
  clearPersistedState();
  for (const listener of resetListeners) listener();
  ready = ready.catch(() => undefined).then(() => fill(now));
  return ready;
}

/** Handlers await this before touching the collections (creating records is asynchronous). */
export function whenMockDbReady(): Promise<void> {
  return ready;
}

/** Next id of a collection, as an auto-increment column would give it. */
export function nextId(collection: { all(): Array<{ id: number }> }): number {
  return collection.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
}
