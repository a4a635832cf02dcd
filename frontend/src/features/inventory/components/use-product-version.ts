// The version an edit started from: sent with the save, so an edit made on values someone else has
// changed since is refused (412) instead of silently overwriting theirs. Then the dialog offers to
// load the current values, which become the new starting point.
import { useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";
import { fetchProduct } from "@/lib/catalogue/fetch-product";

export const STALE_TEXT = {
  title: "Otra persona modificó este producto",
  reload: "Cargar valores actuales",
} as const;

export function useProductVersion(product: Product, resetForm: (fresh: Product) => void) {
  const [version, setVersion] = useState(product.version);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await fetchProduct(product.id);
      resetForm(fresh);
      setVersion(fresh.version);
      setStale(false);
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    } finally {
      setReloading(false);
    }
  };

  return {
    version,
    stale,
    reloading,
    saved: (saved: Product) => setVersion(saved.version),
    refused: () => setStale(true),
    reload,
  };
}
