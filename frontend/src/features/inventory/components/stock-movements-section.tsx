// 'Movimientos de stock' of one product: keyset pages, newest first.
import { useEffect } from "react";
import { AsyncState } from "@/components/async-state";
import { useProductMovements } from "../api/use-product-movements";
import { MovementsTable } from "./movements-table";
import { useKeysetPages } from "./use-keyset-pages";

export function StockMovementsSection({ productId }: { productId: number }) {
  const pages = useKeysetPages();
  const { reset } = pages;
  useEffect(reset, [productId, reset]);
  const { data, error, isLoading, mutate } = useProductMovements(productId, pages.before);
  return (
    <section className="inv-history-part" aria-labelledby="inv-movements-title">
      <h4 id="inv-movements-title">Movimientos de stock</h4>
      <AsyncState
        loading={isLoading && !data}
        loadingText="Cargando movimientos..."
        error={data ? undefined : error}
        errorTitle="Error al cargar los movimientos"
        onRetry={() => void mutate()}
        empty={data?.items.length === 0}
        emptyTitle="Sin movimientos"
        emptyDescription="Este producto aún no tiene movimientos de stock."
      >
        <MovementsTable
          movements={data?.items ?? []}
          page={pages.page}
          hasNext={Boolean(data?.nextBefore)}
          onNext={() => data?.nextBefore && pages.next(data.nextBefore)}
          onPrevious={pages.previous}
        />
      </AsyncState>
    </section>
  );
}
