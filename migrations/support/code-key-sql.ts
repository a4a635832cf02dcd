// The code key of a stored SKU or barcode (code-key-2025-01.ts, frozen with the index), as SQL both engines share and index
// (migrations/20250101001000_product_codes.ts, the BFF's queries): ASCII case and the ASCII separators folded. A
// query must spell the expression exactly so for the index to serve it.
import { ASCII_CODE_SEPARATORS } from "./code-key-2025-01";

export function codeKeySql(column: string): string {
  return ASCII_CODE_SEPARATORS.reduce(
    (sql, separator) => `replace(${sql}, '${separator}', '')`,
    `lower(${column})`,
  );
}
