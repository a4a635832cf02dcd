// The code keys a part claims (its SKU, its barcode, each of its codes; a key once, by the first of
// them that carries it) as migration 20250101001610_code_claims.ts backfills them: a frozen copy of
// rules/code-claim-keys.ts at that time, identical to the live file today on purpose, so what that
// migration wrote does not change when the live rule does.
import { codeKey } from "./code-key-2025-01";

export type ClaimKind = "sku" | "barcode" | "code";

export interface ClaimedNumbers {
  sku: string;
  barcode: string | null;
  /** The product's codes' stored keys. */
  codeKeys: readonly string[];
}

/** Key → the kind that claims it, for one part's numbers; blank keys claim nothing. */
export function claimedKeys(numbers: ClaimedNumbers): Map<string, ClaimKind> {
  const claims = new Map<string, ClaimKind>();
  const claim = (key: string, kind: ClaimKind) => {
    if (key !== "" && !claims.has(key)) claims.set(key, kind);
  };
  claim(codeKey(numbers.sku), "sku");
  if (numbers.barcode) claim(codeKey(numbers.barcode), "barcode");
  for (const key of numbers.codeKeys) claim(key, "code");
  return claims;
}
