// The OEM and interchange numbers of an imported spreadsheet ('No. OEM', 'Intercambio',
// 'Equivalencia'), added once its products are written: each number becomes a code of the product
// (kind 'OEM' or 'Proveedor'), or, when another product already holds it, makes the two
// equivalent. A number the product already holds is left as it is.
import { codeKey } from "../../rules/code-key";
import { CodeKeyTaken } from "../code-claims";
import type { Store } from "../store/store";
import type { ImportedCode } from "./check-row";

export interface ProductCodes {
  productId: number;
  codes: ImportedCode[];
}

export async function addImportedCodes(store: Store, entries: readonly ProductCodes[]): Promise<void> {
  for (const { productId, codes } of entries) {
    for (const { code, kind } of codes) {
      const key = codeKey(code);
      if (key === "") continue;
      const holders = await store.productCodes.holders(key);
      const other = holders.find((holder) => holder.productId !== productId);
      if (other) await store.equivalents.link(productId, other.productId);
      else if (holders.length === 0) {
        try {
          await store.productCodes.add(productId, { code, key, kind, source: null });
        } catch (error) {
          // Another part claimed the number meanwhile: it holds it, so the two are equivalent.
          if (!(error instanceof CodeKeyTaken)) throw error;
          if (error.productId !== productId) await store.equivalents.link(productId, error.productId);
        }
      }
    }
  }
}
