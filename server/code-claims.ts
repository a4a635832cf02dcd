// One code key for every number a part carries: its SKU, its barcode and its codes are unique
// across all of them under rules/code-key.ts (NFKC, case folded, Greek and Cyrillic look-alikes read
// as Latin, separators and invisible characters dropped). Every write path asks here before storing
// a number: the product form, the barcode route, the codes and the import.
import { codeKey } from "../rules/code-key";
import { MESSAGES } from "../rules/messages";
import type { CodeHolder } from "./product-codes-store";

export type HoldersOf = (key: string) => Promise<CodeHolder[]>;

/** Why `code` cannot be given to product `productId` (undefined: a new product); null when free. */
export async function codeClaimRefusal(
  holdersOf: HoldersOf,
  code: string,
  productId: number | undefined,
  what: "sku" | "code",
): Promise<string | null> {
  const key = codeKey(code);
  if (key === "") return null;
  const other = (await holdersOf(key)).find((holder) => holder.productId !== productId);
  if (!other) return null;
  // Two SKUs keep the message the SKU field always gave; otherwise the other part is named.
  if (what === "sku" && other.kind === "SKU") return MESSAGES.duplicateSku;
  return MESSAGES.codeTakenBy(other.productName, other.productSku);
}
