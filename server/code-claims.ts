// One code key for every number a part carries: its SKU, its barcode and its codes are unique
// across all of them under rules/code-key.ts (NFKC, case folded, Greek and Cyrillic look-alikes read
// as Latin, separators and invisible characters dropped). Every write path asks here before storing
// a number: the product form, the barcode route, the codes and the import. The stores then claim
// the keys in the write's own transaction (rules/code-claim-keys.ts), so a race answers the same 409.
import { codeKey } from "../rules/code-key";
import type { ClaimKind } from "../rules/code-claim-keys";
import { MESSAGES } from "../rules/messages";
import { conflict } from "./errors";
import type { CodeHolder } from "./store/product-codes-repository";

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

/**
 * Thrown by a store when the database's claim of a key (rules/code-claim-keys.ts) belongs to another
 * part: a racing write took it after the operation's check. Nothing of the write is kept.
 */
export class CodeKeyTaken extends Error {
  constructor(
    readonly key: string,
    readonly productId: number,
    readonly kind: ClaimKind,
  ) {
    super(`code key taken by product ${productId}`);
  }
}

/**
 * Runs a store write of part numbers; a key another part claimed meanwhile answers the same 409 the
 * check gives, naming that part (a SKU against a SKU keeps the SKU field's message).
 */
export async function refusingTakenKeys<T>(
  findProduct: (id: number) => Promise<{ name: string; sku: string } | null>,
  sku: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof CodeKeyTaken)) throw error;
    if (error.kind === "sku" && sku !== undefined && codeKey(sku) === error.key)
      throw conflict(MESSAGES.duplicateSku);
    const holder = await findProduct(error.productId);
    throw conflict(holder ? MESSAGES.codeTakenBy(holder.name, holder.sku) : MESSAGES.codeTakenByOther);
  }
}
