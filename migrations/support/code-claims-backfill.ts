// Fills code_claims from the products and codes a database already holds (the migration that adds
// the table, and the demo seed after it writes its rows). A key two parts already share (stored
// before the claims existed) goes to the first holder in the look-up's order: SKUs, then barcodes,
// then codes, each by id; the other part's next edit of that number is refused until it is fixed.
import type { Knex } from "knex";
import { claimedKeys, type ClaimedNumbers, type ClaimKind } from "./code-claim-keys-2025-01";

interface ClaimRow {
  code_key: string;
  product_id: number;
  kind: ClaimKind;
}

/**
 * The migration claims by the keys frozen with it; the demo seed passes the live rule
 * (rules/code-claim-keys.ts), so its claims match what the stores write today.
 */
export async function backfillCodeClaims(
  knex: Knex,
  claimsOf: (numbers: ClaimedNumbers) => Map<string, ClaimKind> = claimedKeys,
): Promise<void> {
  const products = await knex("products")
    .orderBy("id")
    .select<{ id: number; sku: string; barcode: string | null }[]>("id", "sku", "barcode");
  const codes = await knex("product_codes")
    .orderBy("id")
    .select<{ product_id: number; code_key: string }[]>("product_id", "code_key");
  const codeKeys = new Map<number, string[]>();
  for (const code of codes)
    codeKeys.set(code.product_id, [...(codeKeys.get(code.product_id) ?? []), code.code_key]);
  const byKind: Record<ClaimKind, ClaimRow[]> = { sku: [], barcode: [], code: [] };
  for (const product of products) {
    const claims = claimsOf({ ...product, codeKeys: codeKeys.get(product.id) ?? [] });
    for (const [key, kind] of claims) byKind[kind].push({ code_key: key, product_id: product.id, kind });
  }
  const taken = new Set<string>();
  const rows: ClaimRow[] = [];
  for (const row of [...byKind.sku, ...byKind.barcode, ...byKind.code]) {
    if (taken.has(row.code_key)) continue;
    taken.add(row.code_key);
    rows.push(row);
  }
  for (let start = 0; start < rows.length; start += 300)
    await knex("code_claims").insert(rows.slice(start, start + 300));
}
