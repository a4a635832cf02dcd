// The in-memory code_claims (bff/src/store/code-claims.ts): one owner per code key
// (rules/code-claim-keys.ts). A write claims its part's keys before it changes a row, checking and
// taking them without awaiting in between, so two interleaved requests cannot both claim one key.
import { codeKey } from "../../rules/code-key";
import { claimedKeys, type ClaimKind, type ClaimedNumbers } from "../../rules/code-claim-keys";
import { CodeKeyTaken } from "../../server/code-claims";
import { db, onMockDbReset } from "../db";

interface Claim {
  productId: number;
  kind: ClaimKind;
}

let table: Map<string, Claim> | null = null;
onMockDbReset(() => {
  table = null;
});

/** The product's codes' keys as stored. */
export function codeKeysOf(productId: number): string[] {
  return db.productCodes.findMany((q) => q.where({ productId })).map((c) => codeKey(c.code));
}

/** Built from the rows (after a reset), first holder first, as the BFF's backfill does. */
function claims(): Map<string, Claim> {
  if (table) return table;
  const built = new Map<string, Claim>();
  const byKind: Record<ClaimKind, [string, Claim][]> = { sku: [], barcode: [], code: [] };
  for (const product of db.products.all().sort((a, b) => a.id - b.id)) {
    const wanted = claimedKeys({
      sku: product.sku,
      barcode: product.barcode,
      codeKeys: codeKeysOf(product.id),
    });
    for (const [key, kind] of wanted) byKind[kind].push([key, { productId: product.id, kind }]);
  }
  for (const [key, claim] of [...byKind.sku, ...byKind.barcode, ...byKind.code])
    if (!built.has(key)) built.set(key, claim);
  table = built;
  return built;
}

/**
 * Makes the product's claims those of `numbers`, or throws CodeKeyTaken (nothing changed) when
 * another part holds one of them. Answers the undo of what it changed.
 */
export function claimCodeKeys(productId: number, numbers: ClaimedNumbers): () => void {
  const all = claims();
  const wanted = claimedKeys(numbers);
  for (const key of wanted.keys()) {
    const holder = all.get(key);
    if (holder && holder.productId !== productId) throw new CodeKeyTaken(key, holder.productId, holder.kind);
  }
  const previous = [...all].filter(([, claim]) => claim.productId === productId);
  for (const [key] of previous) all.delete(key);
  for (const [key, kind] of wanted) all.set(key, { productId, kind });
  return () => {
    for (const key of wanted.keys()) all.delete(key);
    for (const [key, claim] of previous) all.set(key, claim);
  };
}

/** A deleted product's keys are free again. */
export function releaseCodeKeys(productId: number): void {
  const all = claims();
  for (const [key, claim] of [...all]) if (claim.productId === productId) all.delete(key);
}
