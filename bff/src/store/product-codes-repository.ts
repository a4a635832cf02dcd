// A product's codes (product_codes) and equivalence groups (product_equivalents) on SQLite and
// PostgreSQL. Keys come computed from the operation; the SKU and barcode keys are computed here by
// the indexed expression of migrations/support/code-key-sql.ts.
import type { Knex } from "knex";
import type { CodeKind, Product, ProductCode } from "@contract/types";
import type { CodeHolder, NewProductCode } from "../../../server/product-codes-store";
import { codeKeySql } from "../../../migrations/support/code-key-sql";
import { findProducts } from "./products-repository";

interface CodeRow {
  id: number;
  product_id: number;
  code: string;
  kind: CodeKind;
  source: string | null;
  created_at: string;
}

const toCode = (row: CodeRow): ProductCode => ({
  id: row.id,
  productId: row.product_id,
  code: row.code,
  kind: row.kind,
  source: row.source,
  createdAt: row.created_at,
});

export async function codesOfProduct(db: Knex, productId: number): Promise<ProductCode[]> {
  const rows = await db("product_codes")
    .where({ product_id: productId })
    .orderBy("id")
    .select<CodeRow[]>("*");
  return rows.map(toCode);
}

export async function codeHolders(db: Knex, key: string): Promise<CodeHolder[]> {
  const rows = (await db.raw(
    `SELECT id AS product_id, 'SKU' AS kind, sku AS code, 0 AS source_order FROM products
       WHERE ${codeKeySql("sku")} = ?
     UNION ALL
     SELECT id, 'Código de barras', barcode, 1 FROM products WHERE ${codeKeySql("barcode")} = ?
     UNION ALL
     SELECT product_id, kind, code, 2 FROM product_codes WHERE code_key = ?
     ORDER BY source_order, product_id`,
    [key, key, key],
  )) as unknown;
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    product_id: number;
    kind: CodeHolder["kind"];
    code: string;
  }[];
  return list.map((row) => ({ productId: Number(row.product_id), kind: row.kind, code: row.code }));
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === "SQLITE_CONSTRAINT" || code === "23505";
};

export async function insertCode(
  db: Knex,
  productId: number,
  code: NewProductCode,
): Promise<ProductCode | null> {
  const row = {
    product_id: productId,
    code: code.code,
    code_key: code.key,
    kind: code.kind,
    source: code.source,
    created_at: new Date().toISOString(),
  };
  try {
    const [inserted] = await db("product_codes").insert(row).returning<{ id: number }[]>("id");
    return toCode({ ...row, id: Number(inserted!.id) });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function deleteCode(db: Knex, productId: number, codeId: number): Promise<boolean> {
  return (await db("product_codes").where({ id: codeId, product_id: productId }).delete()) > 0;
}

async function groupOf(db: Knex, productId: number): Promise<number | null> {
  const row = (await db("product_equivalents").where({ product_id: productId }).first("group_id")) as
    { group_id: number } | undefined;
  return row ? Number(row.group_id) : null;
}

export async function equivalentsOf(db: Knex, productId: number): Promise<Product[]> {
  const group = await groupOf(db, productId);
  if (group === null) return [];
  const ids = (
    (await db("product_equivalents")
      .where({ group_id: group })
      .whereNot({ product_id: productId })
      .select("product_id")) as { product_id: number }[]
  ).map((row) => Number(row.product_id));
  return findProducts(db, ids);
}

/** Both groups become the first one's (or a new one); in one transaction. */
export async function linkEquivalents(db: Knex, productId: number, otherId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const [mine, theirs] = [await groupOf(trx, productId), await groupOf(trx, otherId)];
    let group = mine ?? theirs;
    if (group === null) {
      const [created] = await trx("equivalence_groups").insert({}).returning<{ id: number }[]>("id");
      group = Number(created!.id);
    }
    if (theirs !== null && theirs !== group) {
      await trx("product_equivalents").where({ group_id: theirs }).update({ group_id: group });
      await trx("equivalence_groups").where({ id: theirs }).delete();
    }
    for (const id of [productId, otherId]) {
      if ((await groupOf(trx, id)) === null)
        await trx("product_equivalents").insert({ product_id: id, group_id: group });
    }
  });
}

/** A group left with one part is dissolved: a part alone is equivalent to nothing. */
export async function unlinkEquivalent(db: Knex, productId: number, otherId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const group = await groupOf(trx, productId);
    if (group === null || productId === otherId || (await groupOf(trx, otherId)) !== group) return false;
    await trx("product_equivalents").where({ product_id: otherId }).delete();
    const left = Number(
      (await trx("product_equivalents").where({ group_id: group }).count<{ n: number }[]>("* as n"))[0]?.n ??
        0,
    );
    if (left <= 1) await trx("equivalence_groups").where({ id: group }).delete();
    return true;
  });
}
