// Promotions with their product links; answers in the snake_case the promotions screen receives.
import type { Promotion } from "@contract/types";
import type { Knex } from "knex";
import type { PromotionsRepository } from "../../../server/store/promotions-repository";
import { noCase } from "../db/dialect";
import { PromotionModel } from "../models/promotion-model";
import { found } from "./rows";

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

export function createPromotionsRepository(db: Knex): PromotionsRepository {
  async function find(id: number): Promise<Promotion | null> {
    const row = (await baseQuery(db).where("pr.id", id).first()) as Row | undefined;
    return row ? toPromotion(row) : null;
  }

  return {
    async list() {
      const rows = (await baseQuery(db).orderBy([
        { column: "pr.start_date", order: "desc" },
        { column: "pr.id", order: "desc" },
      ])) as Row[];
      return rows.map(toPromotion);
    },
    find,
    async create(fields) {
      const id = await db.transaction(async (trx) => {
        const model = await PromotionModel.query(trx).insert({
          name: fields.name,
          description: fields.description,
          discount_percentage: fields.discountPercentage,
          start_date: fields.startDate,
          end_date: fields.endDate,
          is_active: fields.isActive,
          created_at: new Date().toISOString(),
        });
        const productIds = [...new Set(fields.productIds)];
        if (productIds.length > 0) {
          await trx("promotion_products").insert(
            productIds.map((productId) => ({ promotion_id: model.id, product_id: productId })),
          );
        }
        return model.id;
      });
      return found(await find(id), "promotion");
    },
    async setActive(id, active) {
      await PromotionModel.query(db).findById(id).patch({ is_active: active });
      return found(await find(id), "promotion");
    },
    async products(id) {
      const rows = await db("promotion_products as pp")
        .join("products as p", "p.id", "pp.product_id")
        .where("pp.promotion_id", id)
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
    },
    async hasProduct(id, productId) {
      const row = await db("promotion_products")
        .where({ promotion_id: id, product_id: productId })
        .first("promotion_id");
      return row !== undefined;
    },
    async addProduct(id, productId) {
      await db("promotion_products")
        .insert({ promotion_id: id, product_id: productId })
        .onConflict(["promotion_id", "product_id"])
        .ignore();
    },
    async removeProduct(id, productId) {
      const removed = await db("promotion_products")
        .where({ promotion_id: id, product_id: productId })
        .delete();
      return removed > 0;
    },
  };
}
