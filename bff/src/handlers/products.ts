// Products: search/paging, create, replace (admin), barcode, delete (admin).
import type { Knex } from "knex";
import { MESSAGES } from "../../../rules/messages";
import { badRequest, conflict, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers, pathId } from "../http/handler-types";
import { blankFieldMessage, optionalText, patchText } from "../../../rules/text";
import { findCategory, findSubcategory } from "../repositories/categories-repository";
import { findBrand } from "../repositories/brands-repository";
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  skuTaken,
  updateProduct,
  type ProductFields,
} from "../repositories/products-repository";
import type { Product } from "../http/api-types";

interface ListQuery {
  search?: string;
  categoryId?: number;
  limit?: number;
  offset?: number;
}

type ProductBody = Omit<ProductFields, "name" | "sku"> & { name: string; sku: string };

/** Trims the text fields and checks what the schema cannot: references, years, unique SKU. */
async function checkedFields(db: Knex, body: ProductBody, exceptId?: number): Promise<ProductFields> {
  const name = body.name.trim();
  const sku = body.sku.trim();
  if (name === "") throw badRequest(blankFieldMessage("name"));
  if (sku === "") throw badRequest(blankFieldMessage("sku"));
  if (!(await findCategory(db, body.categoryId))) throw badRequest(MESSAGES.categoryMissing);
  if (body.subcategoryId !== undefined && body.subcategoryId !== null) {
    const subcategory = await findSubcategory(db, body.subcategoryId);
    if (!subcategory) throw badRequest(MESSAGES.subcategoryMissing);
    if (subcategory.parts_category_id !== body.categoryId)
      throw badRequest(MESSAGES.subcategoryOutsideCategory);
  }
  if (!(await findBrand(db, body.brandId))) throw badRequest(MESSAGES.brandMissing);
  const yearFrom = body.yearFrom ?? null;
  const yearTo = body.yearTo ?? null;
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) throw badRequest(MESSAGES.yearsReversed);
  if (await skuTaken(db, sku, exceptId)) throw conflict(MESSAGES.duplicateSku);
  return {
    ...body,
    name,
    sku,
    barcode: patchText(body.barcode),
    notes: patchText(body.notes),
    location: patchText(body.location),
    imageUrl: patchText(body.imageUrl),
  };
}

async function mustFind(db: Knex, id: number): Promise<Product> {
  const product = await findProduct(db, id);
  if (!product) throw notFound(MESSAGES.productNotFound);
  return product;
}

export function productsHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async listProducts(request, reply) {
      const query = request.query as ListQuery;
      const { items, total } = await listProducts(db, query);
      reply.header("X-Total-Count", String(total));
      return items;
    },

    async getProduct(request) {
      return mustFind(db, pathId(request));
    },

    async createProduct(request, reply) {
      const fields = await checkedFields(db, request.body as ProductBody);
      const id = await db.transaction(async (trx) => {
        // Re-checked inside the write so two concurrent creates cannot share a SKU.
        if (await skuTaken(trx, fields.sku)) throw conflict(MESSAGES.duplicateSku);
        return insertProduct(trx, fields);
      });
      return reply.code(201).send(await mustFind(db, id));
    },

    async updateProduct(request) {
      const id = pathId(request);
      await mustFind(db, id);
      const fields = await checkedFields(db, request.body as ProductBody, id);
      await updateProduct(db, id, fields);
      return mustFind(db, id);
    },

    async updateProductBarcode(request) {
      const id = pathId(request);
      await mustFind(db, id);
      const barcode = optionalText((request.body as { barcode: string }).barcode);
      if (barcode === null) throw badRequest(blankFieldMessage("barcode"));
      await updateProduct(db, id, { barcode });
      return mustFind(db, id);
    },

    async deleteProduct(request, reply) {
      if (!(await deleteProduct(db, pathId(request)))) throw notFound(MESSAGES.productNotFound);
      return reply.code(204).send();
    },
  };
}
