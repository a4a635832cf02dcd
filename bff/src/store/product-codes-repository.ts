// A product's codes (product_codes) on SQLite and PostgreSQL. Keys come computed from the
// operation; the SKU and barcode keys are computed here by the indexed expression of
// migrations/support/code-key-sql.ts.
import type { CodeKind, ProductCode } from "@contract/types";
import type { Knex } from "knex";
import { codeKeySql } from "../../../migrations/support/code-key-sql";
import type { CodeHolder, ProductCodesRepository } from "../../../server/store/product-codes-repository";
import { syncCodeClaims } from "./code-claims";

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

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === "SQLITE_CONSTRAINT" || code === "23505";
};

async function countCodes(db: Knex, productId: number): Promise<number> {
  const row = await db("product_codes").where({ product_id: productId }).count({ n: "*" }).first();
  return Number(row?.n ?? 0);
}

interface HolderRow {
  product_id: number;
  kind: CodeHolder["kind"];
  code: string;
  product_name: string;
  product_sku: string;
  code_key: string;
}

/** Keys a statement asks for: three lists of them stay under every engine's parameter limit. */
const KEYS_PER_QUERY = 250;

/**
 * Every holder of each key, one statement per page of keys: SKUs, then barcodes, then codes, each by
 * product id. The SKU and barcode keys are the indexed expressions, so each list is an index look-up.
 */
async function holdersOfKeys(db: Knex, keys: readonly string[]): Promise<Map<string, CodeHolder[]>> {
  const found = new Map<string, CodeHolder[]>();
  const unique = [...new Set(keys)].filter((key) => key !== "");
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    const page = unique.slice(start, start + KEYS_PER_QUERY);
    const list = page.map(() => "?").join(", ");
    const result = (await db.raw(
      `SELECT id AS product_id, 'SKU' AS kind, sku AS code, name AS product_name, sku AS product_sku,
              0 AS source_order, ${codeKeySql("sku")} AS code_key
         FROM products WHERE ${codeKeySql("sku")} IN (${list})
       UNION ALL
       SELECT id, 'Código de barras', barcode, name, sku, 1, ${codeKeySql("barcode")}
         FROM products WHERE ${codeKeySql("barcode")} IN (${list})
       UNION ALL
       SELECT c.product_id, c.kind, c.code, p.name, p.sku, 2, c.code_key
         FROM product_codes c JOIN products p ON p.id = c.product_id WHERE c.code_key IN (${list})
       ORDER BY source_order, product_id`,
      [...page, ...page, ...page],
    )) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as HolderRow[];
    for (const row of rows) {
      const holders = found.get(row.code_key) ?? [];
      holders.push({
        productId: Number(row.product_id),
        kind: row.kind,
        code: row.code,
        productName: row.product_name,
        productSku: row.product_sku,
      });
      found.set(row.code_key, holders);
    }
  }
  return found;
}

export function createProductCodesRepository(db: Knex): ProductCodesRepository {
  return {
    async ofProduct(productId, page) {
      const [rows, total] = await Promise.all([
        db("product_codes")
          .where({ product_id: productId })
          .orderBy("id")
          .limit(page.limit)
          .offset(page.offset)
          .select<CodeRow[]>("*"),
        countCodes(db, productId),
      ]);
      return { items: rows.map(toCode), total };
    },
    countOf: (productId) => countCodes(db, productId),
    async holders(key) {
      return (await holdersOfKeys(db, [key])).get(key) ?? [];
    },
    holdersOfKeys: (keys) => holdersOfKeys(db, keys),
    async add(productId, code) {
      const row = {
        product_id: productId,
        code: code.code,
        code_key: code.key,
        kind: code.kind,
        source: code.source,
        created_at: new Date().toISOString(),
      };
      try {
        return await db.transaction(async (trx) => {
          const [inserted] = await trx("product_codes").insert(row).returning<{ id: number }[]>("id");
          await syncCodeClaims(trx, productId);
          return toCode({ ...row, id: Number(inserted!.id) });
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async delete(productId, codeId) {
      return db.transaction(async (trx) => {
        const deleted = await trx("product_codes").where({ id: codeId, product_id: productId }).delete();
        if (deleted > 0) await syncCodeClaims(trx, productId);
        return deleted > 0;
      });
    },
  };
}
