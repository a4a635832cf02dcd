// Promotions with their product links; answers in the snake_case the promotions screen receives.
import type { Knex } from "knex";
import { noCase } from "../db/dialect";
import type { Promotion } from "@contract/types";
import { PromotionModel } from "../models/promotion-model";

type Row = PromotionModel & { products_count: number };

function baseQuery(db: Knex) {
  return PromotionModel.query(db)
    .alias("pr")
    .select(
      "pr.*",
      db.raw("(SELECT COUNT(*) FROM promotion_products pp WHERE pp.promotion_id = pr.id) AS products_count"),
    );
}

function toPromotion(row: Row): Promotion {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discount_percentage: Number(row.discount_percentage),
    start_date: row.start_date,
    end_date: row.end_date,
    is_active: Boolean(row.is_active),
    products_count: Number(row.products_count),
  };
}

export async function listPromotions(db: Knex): Promise<Promotion[]> {
  const rows = (await baseQuery(db).orderBy([
    { column: "pr.start_date", order: "desc" },
    { column: "pr.id", order: "desc" },
  ])) as Row[];
  return rows.map(toPromotion);
}

export async function findPromotion(db: Knex, id: number): Promise<Promotion | null> {
  const row = (await baseQuery(db).where("pr.id", id).first()) as Row | undefined;
  return row ? toPromotion(row) : null;
}

export interface NewPromotion {
  id?: number;
  name: string;
  description: string | null;
  discountPercentage: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
  productIds: number[];
  createdAt?: string;
}

export async function insertPromotion(db: Knex, input: NewPromotion): Promise<number> {
  const model = await PromotionModel.query(db).insert({
    ...(input.id === undefined ? {} : { id: input.id }),
    name: input.name,
    description: input.description,
    discount_percentage: input.discountPercentage,
    start_date: input.startDate,
    end_date: input.endDate,
    is_active: input.isActive,
    created_at: input.createdAt ?? new Date().toISOString(),
  });
  const productIds = [...new Set(input.productIds)];
  if (productIds.length > 0) {
    await db("promotion_products").insert(
      productIds.map((productId) => ({ promotion_id: model.id, product_id: productId })),
    );
  }
  return model.id;
}

export async function setPromotionActive(db: Knex, id: number, active: boolean): Promise<void> {
  await PromotionModel.query(db).findById(id).patch({ is_active: active });
}

export async function promotionProducts(db: Knex, promotionId: number) {
  const rows = await db("promotion_products as pp")
    .join("products as p", "p.id", "pp.product_id")
    .where("pp.promotion_id", promotionId)
    .orderByRaw(`${noCase(db, "p.name")}, p.id`)
    .select<
      {
        id: number;
        name: string;
        sku: string;
        selling_price: number;
        stock: number;
        image_url: string | null;
      }[]
    >("p.id", "p.name", "p.sku", "p.selling_price", "p.stock", "p.image_url");
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    sku: r.sku,
    sellingPrice: Number(r.selling_price),
    stock: r.stock,
    imageUrl: r.image_url,
  }));
}

/**
 * A select column `promotion_discount` for a query over products aliased `p`: the highest
 * discount_percentage of a running promotion (switched on, `nowIso` within its dates) containing
 * the product, else NULL. Same rule as rules/promotion-discount.ts.
 */
export function activePromotionDiscount(db: Knex, nowIso: string): Knex.Raw {
  return db.raw(
    `(SELECT MAX(pr.discount_percentage) FROM promotion_products pp
       JOIN promotions pr ON pr.id = pp.promotion_id
      WHERE pp.product_id = p.id AND pr.is_active = ? AND pr.start_date <= ? AND pr.end_date >= ?)
      AS promotion_discount`,
    [true, nowIso, nowIso],
  );
}

export async function hasPromotionProduct(
  db: Knex,
  promotionId: number,
  productId: number,
): Promise<boolean> {
  const row = await db("promotion_products")
    .where({ promotion_id: promotionId, product_id: productId })
    .first("promotion_id");
  return row !== undefined;
}

export async function addPromotionProduct(db: Knex, promotionId: number, productId: number): Promise<void> {
  await db("promotion_products")
    .insert({ promotion_id: promotionId, product_id: productId })
    .onConflict(["promotion_id", "product_id"])
    .ignore();
}

export async function removePromotionProduct(
  db: Knex,
  promotionId: number,
  productId: number,
): Promise<boolean> {
  const removed = await db("promotion_products")
    .where({ promotion_id: promotionId, product_id: productId })
    .delete();
  return removed > 0;
}
