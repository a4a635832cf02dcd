// A page of stock movements with its loading, error and empty states and keyset paging: the one
// view behind a product's 'Historial' and the inventory's 'Movimientos'.
import { AsyncState } from "@/components/async-state";
import type { StockMovementPage } from "@/lib/api/types";
import { MovementsTable } from "./movements-table";
import type { useKeysetPages } from "./use-keyset-pages";

export interface MovementsPagesProps {
  data: StockMovementPage | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  pages: ReturnType<typeof useKeysetPages>;
  emptyDescription: string;
  showProduct?: boolean;
}

export function MovementsPages({
  data,
  error,
  isLoading,
  onRetry,
  pages,
  emptyDescription,
  showProduct,
}: MovementsPagesProps) {
  return (
    <AsyncState
      loading={isLoading && !data}
      loadingText="Cargando movimientos..."
      error={data ? undefined : error}
      errorTitle="Error al cargar los movimientos"
      onRetry={onRetry}
      empty={data?.items.length === 0}
      emptyTitle="Sin movimientos"
      emptyDescription={emptyDescription}
    >
      <MovementsTable
        movements={data?.items ?? []}
        showProduct={showProduct}
        page={pages.page}
        hasNext={Boolean(data?.nextBefore)}
        onNext={() => data?.nextBefore && pages.next(data.nextBefore)}
        onPrevious={pages.previous}
      />
    </AsyncState>
  );
}
