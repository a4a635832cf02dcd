// A product's codes (product_codes) on SQLite and PostgreSQL. Keys come computed from the
// operation; the SKU and barcode keys are computed here by the indexed expression of
// migrations/support/code-key-sql.ts.
import type { CodeKind, ProductCode } from "@contract/types";
import type { Knex } from "knex";
import { codeKeySql } from "../../../migrations/support/code-key-sql";
import type { CodeHolder, ProductCodesRepository } from "../../../server/product-codes-store";

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

export function createProductCodesRepository(db: Knex): ProductCodesRepository {
  return {
    async ofProduct(productId) {
      const rows = await db("product_codes")
        .where({ product_id: productId })
        .orderBy("id")
        .select<CodeRow[]>("*");
      return rows.map(toCode);
    },
    async holders(key) {
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
    },
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
        const [inserted] = await db("product_codes").insert(row).returning<{ id: number }[]>("id");
        return toCode({ ...row, id: Number(inserted!.id) });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async delete(productId, codeId) {
      return (await db("product_codes").where({ id: codeId, product_id: productId }).delete()) > 0;
    },
  };
}
