// The claims of a part's code keys (rules/code-claim-keys.ts) in code_claims, written inside the
// transaction that writes its SKU, barcode or codes. A key claimed by another part is not taken
// over: INSERT … ON CONFLICT DO NOTHING (on PostgreSQL it waits for a racing insert of the same key
// to commit), then the keys still held by another part throw CodeKeyTaken, which rolls back.
import type { Knex } from "knex";
import { claimedKeys, type ClaimKind } from "../../../rules/code-claim-keys";
import { CodeKeyTaken } from "../../../server/code-claims";

interface ClaimRow {
  code_key: string;
  product_id: number;
  kind: ClaimKind;
}

/** Well under SQLite's bound-parameter limit (three a row). */
const CHUNK = 300;

/** Claims every key of `wanted` for its product, or throws CodeKeyTaken for the first one held. */
async function claim(trx: Knex, wanted: ClaimRow[]): Promise<void> {
  // One order for every writer, so two transactions claiming the same keys cannot deadlock.
  const rows = [...wanted].sort((a, b) => (a.code_key < b.code_key ? -1 : a.code_key > b.code_key ? 1 : 0));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await trx("code_claims").insert(chunk).onConflict("code_key").ignore();
    const held = await trx("code_claims")
      .whereIn(
        "code_key",
        chunk.map((row) => row.code_key),
      )
      .select<ClaimRow[]>("code_key", "product_id", "kind");
    const owner = new Map(held.map((row) => [row.code_key, row]));
    for (const row of chunk) {
      const holder = owner.get(row.code_key);
      if (holder && Number(holder.product_id) !== row.product_id)
        throw new CodeKeyTaken(row.code_key, Number(holder.product_id), holder.kind);
    }
  }
}

/** The claims of one product made to match its stored SKU, barcode and codes. */
export async function syncCodeClaims(trx: Knex, productId: number): Promise<void> {
  const product = await trx("products")
    .where({ id: productId })
    .first<{ sku: string; barcode: string | null } | undefined>("sku", "barcode");
  if (!product) return;
  const codeKeys = await trx("product_codes").where({ product_id: productId }).pluck<string[]>("code_key");
  const wanted = claimedKeys({ ...product, codeKeys });
  const held = await trx("code_claims")
    .where({ product_id: productId })
    .select<{ code_key: string; kind: ClaimKind }[]>("code_key", "kind");
  const stale = held.filter((row) => wanted.get(row.code_key) !== row.kind).map((row) => row.code_key);
  if (stale.length > 0)
    await trx("code_claims").where({ product_id: productId }).whereIn("code_key", stale).delete();
  const kept = new Set(
    held.filter((row) => wanted.get(row.code_key) === row.kind).map((row) => row.code_key),
  );
  await claim(
    trx,
    [...wanted]
      .filter(([key]) => !kept.has(key))
      .map(([key, kind]) => ({ code_key: key, product_id: productId, kind })),
  );
}

/** The claims of products just created (no codes yet), in a few statements. */
export async function claimNewProducts(
  trx: Knex,
  products: readonly { id: number; sku: string; barcode?: string | null }[],
): Promise<void> {
  await claim(
    trx,
    products.flatMap((product) =>
      [...claimedKeys({ sku: product.sku, barcode: product.barcode ?? null, codeKeys: [] })].map(
        ([key, kind]) => ({ code_key: key, product_id: product.id, kind }),
      ),
    ),
  );
}
