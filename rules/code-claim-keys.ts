// The code keys a part claims (rules/code-key.ts): its SKU, its barcode and each of its codes. A
// part may carry one number twice (its SKU as its barcode), so a key is claimed once, by the first
// of SKU, barcode, code that carries it. The stores keep these claims in one table whose key is
// unique, written in the transaction that writes the numbers, so two racing writes of one number
// to two parts cannot both pass (the operations' reads before it only give the nicer message).
import { codeKey } from "./code-key";

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
