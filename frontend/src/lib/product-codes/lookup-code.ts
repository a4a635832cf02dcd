// The one product a scanned or typed number names (GET /api/product-lookup): its SKU, barcode or
// any of its codes, in any spelling, with its equivalents in stock. Shared by every place that scans.
import { CODE_NOT_FOUND } from "@rules/code-messages";
import { toast } from "@/components/toaster";
import { apiClient } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import type { ProductLookup } from "@/lib/api/types";

/** The product the code names, or null when none does; other failures are thrown. */
export async function lookupCode(code: string): Promise<ProductLookup | null> {
  try {
    const { data } = await apiClient.GET("/api/product-lookup", { params: { query: { code } } });
    return data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const notFoundMessage = (code: string) => `Ningún producto tiene el código «${code}».`;

/** For a scanner: the product the code names, or null after a toast saying why there is none. */
export async function lookupScannedCode(code: string): Promise<ProductLookup | null> {
  try {
    const found = await lookupCode(code);
    if (!found) void toast.warning(CODE_NOT_FOUND, notFoundMessage(code));
    return found;
  } catch (error) {
    void toast.error("Error al buscar el código", error instanceof Error ? error.message : undefined);
    return null;
  }
}

/** "Filtro de aceite (OEM 90915-YZZE1)": what was found and by which number. */
export function foundMessage(lookup: ProductLookup): string {
  const { product, matched } = lookup;
  return `${product.name} (${matched.kind} ${matched.code})`;
}
