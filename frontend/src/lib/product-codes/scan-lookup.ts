// What a scan does where a product is searched: look the code up and open what it names. The
// answer (found or not, and a message) is what the camera scanner shows.
import type { Product } from "@/lib/api/types";
import { foundMessage, lookupCode, notFoundMessage } from "./lookup-code";

export async function scanToProduct(
  code: string,
  open: (product: Product) => void,
): Promise<{ found: boolean; message: string }> {
  try {
    const found = await lookupCode(code);
    if (!found) return { found: false, message: notFoundMessage(code) };
    open(found.product);
    return { found: true, message: foundMessage(found) };
  } catch (error) {
    return { found: false, message: error instanceof Error ? error.message : notFoundMessage(code) };
  }
}
