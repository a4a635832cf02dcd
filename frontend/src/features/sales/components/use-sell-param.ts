// /sales?vender={productId}: the inventory's 'Vender' asks the counter to start a sale with that part.
// The part is read fresh from the server (its real stock), handed over once, and the parameter is
// removed so a reload or the back button does not start the same sale again.
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { toast } from "@/components/toaster";
import { fetchProduct } from "@/lib/catalogue/fetch-product";
import { toSaleProduct } from "../lib/counter-rules";
import type { SaleProduct } from "../lib/sale-types";

export const SELL_PARAM = "vender";

export function useSellParam(onProduct: (product: SaleProduct) => void) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(SELL_PARAM);

  useEffect(() => {
    if (raw === null) return;
    let current = true;
    const clear = () =>
      setParams(
        (now) => {
          const copy = new URLSearchParams(now);
          copy.delete(SELL_PARAM);
          return copy;
        },
        { replace: true },
      );
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    if (!(id > 0)) {
      void toast.error("Error", "ID de producto no válido");
      clear();
      return;
    }
    fetchProduct(id).then(
      (product) => {
        if (!current) return;
        onProduct(toSaleProduct(product));
        clear();
      },
      (error: unknown) => {
        if (!current) return;
        void toast.error("Error", error instanceof Error ? error.message : String(error));
        clear();
      },
    );
    return () => {
      current = false;
    };
    // Only a new parameter starts a sale; the caller's callback changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);
}
