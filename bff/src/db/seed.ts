// First-start data. An empty database gets the demo seed (fixtures/, the same rows the mocks
// serve) or, in production, only the admin account and the label presets. A database that already
// holds data is never touched.
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { buildSeed } from "../../../fixtures/seed";
import type { Seed } from "../../../fixtures/types";
import { hashPassword } from "../security/password";
import { codeKey } from "../../../rules/code-key";
import { backfillCodeClaims } from "../../../migrations/support/code-claims-backfill";
import { claimedKeys } from "../../../rules/code-claim-keys";
import { rebuildLastSold, rebuildSummaries } from "../../../migrations/support/sales-summary";

export type SeedMode = "demo" | "production" | "none";

async function isEmpty(knex: Knex): Promise<boolean> {
  for (const table of ["users", "products", "categories"]) {
    const row = (await knex(table).count<{ n: number }[]>("* as n"))[0];
    if (Number(row?.n ?? 0) > 0) return false;
  }
  return true;
}

export async function seedIfEmpty(knex: Knex, mode: SeedMode): Promise<void> {
  if (mode === "none" || !(await isEmpty(knex))) return;
  const seed = buildSeed();
  if (mode === "demo") await loadDemo(knex, seed);
  else await loadProduction(knex, seed);
}

async function loadProduction(knex: Knex, seed: Seed): Promise<void> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv && fromEnv.length > 0 ? fromEnv : randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  await knex.transaction(async (trx) => {
    await trx("users").insert({
      name: "Administrador",
      username: "admin",
      email: "admin@repuestos.local",
      role: "admin",
      password_hash: passwordHash,
      active: true,
      created_at: new Date().toISOString(),
    });
    await insertLabels(trx, seed);
  });
  if (!fromEnv) {
    // Shown once, on the first start only: the database keeps nothing but the hash.
    console.log(`Usuario administrador creado: admin / ${password} (cámbiala después de iniciar sesión)`);
  }
}

async function insertLabels(trx: Knex.Transaction, seed: Seed): Promise<void> {
  await trx.batchInsert("label_templates", seed.labelTemplates, 100);
  await trx.batchInsert("label_sizes", seed.labelSizes, 100);
}

async function loadDemo(knex: Knex, seed: Seed): Promise<void> {
  // Hashed concurrently (scrypt runs on libuv's pool) so three accounts cost about one hash of time.
  const hashes = await Promise.all(seed.users.map((user) => hashPassword(user.password)));
  await knex.transaction(async (trx) => {
    await trx.batchInsert(
      "users",
      seed.users.map((u, i) => ({
        id: u.id,
        name: u.name,
        username: u.username,
        email: u.email,
        role: u.role,
        password_hash: hashes[i],
        active: u.active,
        created_at: u.created_at,
      })),
      100,
    );
    await trx.batchInsert("categories", seed.categories, 100);
    await trx.batchInsert(
      "subcategories",
      seed.subcategories.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        category_id: s.categoryId,
      })),
      100,
    );
    await trx.batchInsert(
      "brands",
      seed.brands.map((b) => ({
        id: b.id,
        name: b.name,
        description: b.description,
        logo_url: b.logoUrl,
        country: b.country,
        website: b.website,
      })),
      100,
    );
    await trx.batchInsert(
      "brand_categories",
      seed.brands.flatMap((b) =>
        b.categoryIds.map((categoryId) => ({ brand_id: b.id, category_id: categoryId })),
      ),
      200,
    );
    await trx.batchInsert(
      "vehicles",
      seed.vehicles.map((v) => ({
        id: v.id,
        brand_id: v.brandId,
        name: v.name,
        year_from: v.yearFrom,
        year_to: v.yearTo,
        engine: v.engine,
      })),
      100,
    );
    await trx.batchInsert("products", seed.products.map(productRow), 50);
    await trx.batchInsert(
      "product_vehicles",
      seed.productVehicles.map((f) => ({
        product_id: f.productId,
        vehicle_id: f.vehicleId,
        year_from: f.yearFrom,
        year_to: f.yearTo,
        engine: f.engine,
      })),
      100,
    );
    await insertCodes(trx, seed);
    await backfillCodeClaims(trx, claimedKeys);
    await insertLabels(trx, seed);
    await insertSales(trx, seed);
    await rebuildSummaries(trx);
    await rebuildLastSold(trx);
    await trx.batchInsert(
      "customers",
      seed.customers.map((c) => ({ ...c, updated_at: c.created_at })),
      50,
    );
    await insertPromotions(trx, seed);
    await insertStockLedger(trx, seed);
  });
}

async function insertStockLedger(trx: Knex.Transaction, seed: Seed): Promise<void> {
  await trx.batchInsert(
    "stock_movements",
    seed.stockMovements.map((m) => ({
      id: m.id,
      product_id: m.productId,
      quantity: m.quantity,
      stock_after: m.stockAfter,
      kind: m.kind,
      reason: m.reason,
      reference: m.reference,
      user_id: m.userId,
      created_at: m.createdAt,
    })),
    100,
  );
  await trx.batchInsert(
    "price_history",
    seed.priceHistory.map((p) => ({
      id: p.id,
      product_id: p.productId,
      old_cost_price: p.oldCostPrice,
      new_cost_price: p.newCostPrice,
      old_selling_price: p.oldSellingPrice,
      new_selling_price: p.newSellingPrice,
      user_id: p.userId,
      created_at: p.createdAt,
    })),
    100,
  );
}

async function insertCodes(trx: Knex.Transaction, seed: Seed): Promise<void> {
  await trx.batchInsert(
    "product_codes",
    seed.productCodes.map((c) => ({
      id: c.id,
      product_id: c.productId,
      code: c.code,
      code_key: codeKey(c.code),
      kind: c.kind,
      source: c.source,
      created_at: c.createdAt,
    })),
    100,
  );
  const groups = [...new Set(seed.productEquivalents.map((e) => e.groupId))];
  if (groups.length > 0)
    await trx.batchInsert(
      "equivalence_groups",
      groups.map((id) => ({ id })),
      100,
    );
  await trx.batchInsert(
    "product_equivalents",
    seed.productEquivalents.map((e) => ({ product_id: e.productId, group_id: e.groupId })),
    100,
  );
}

function productRow(p: Seed["products"][number]) {
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    barcode: p.barcode,
    category_id: p.categoryId,
    subcategory_id: p.subcategoryId,
    brand_id: p.brandId,
    cost_price: p.costPrice,
    selling_price: p.sellingPrice,
    stock: p.stock,
    stock_threshold: p.stockThreshold,
    discount: p.discount,
    year_from: p.yearFrom,
    year_to: p.yearTo,
    image_url: p.imageUrl,
    notes: p.notes,
    location: p.location,
    margin_percent: p.marginPercent,
    auto_generated: p.autoGenerated,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

async function insertSales(trx: Knex.Transaction, seed: Seed): Promise<void> {
  await trx.batchInsert(
    "sales",
    seed.sales.map((s) => ({
      id: s.id,
      user_id: s.userId,
      status: s.status,
      customer_id: s.customerId,
      customer_name: s.customerName,
      payment_method: s.paymentMethod,
      total: s.total,
      tax_rate: s.taxRate,
      discount_cents: s.discountCents,
      subtotal_cents: s.subtotalCents,
      tax_cents: s.taxCents,
      total_cents: s.totalCents,
      returned_cents: s.returnedCents,
      created_at: s.createdAt,
      completed_at: s.completedAt,
      canceled_at: s.canceledAt,
    })),
    100,
  );
  await trx.batchInsert(
    "sale_lines",
    seed.sales.flatMap((s) =>
      s.lines.map((l) => ({
        id: l.id,
        sale_id: s.id,
        product_id: l.productId,
        name: l.name,
        sku: l.sku,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        discount: l.discount,
        subtotal: l.subtotal,
        unit_price_cents: l.unitPriceCents,
        discount_cents: l.discountCents,
        subtotal_cents: l.subtotalCents,
        returned_quantity: l.returnedQuantity,
        unit_cost_cents: l.unitCostCents,
      })),
    ),
    100,
  );
}

async function insertPromotions(trx: Knex.Transaction, seed: Seed): Promise<void> {
  await trx.batchInsert(
    "promotions",
    seed.promotions.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      discount_percentage: p.discount_percentage,
      start_date: p.start_date,
      end_date: p.end_date,
      is_active: p.is_active,
      created_at: p.start_date,
    })),
    100,
  );
  await trx.batchInsert(
    "promotion_products",
    seed.promotions.flatMap((p) =>
      p.productIds.map((productId) => ({ promotion_id: p.id, product_id: productId })),
    ),
    200,
  );
}
