// 'Movimientos de stock' of one product: keyset pages, newest first.
import { useEffect } from "react";
import { useProductMovements } from "../api/use-product-movements";
import { MovementsPages } from "./movements-pages";
import { useKeysetPages } from "./use-keyset-pages";

export function StockMovementsSection({ productId }: { productId: number }) {
  const pages = useKeysetPages();
  const { reset } = pages;
  useEffect(reset, [productId, reset]);
  const { data, error, isLoading, mutate } = useProductMovements(productId, pages.before);
  return (
    <section className="inv-history-part" aria-labelledby="inv-movements-title">
      <h4 id="inv-movements-title">Movimientos de stock</h4>
      <MovementsPages
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        pages={pages}
        emptyDescription="Este producto aún no tiene movimientos de stock."
      />
    </section>
  );
}
