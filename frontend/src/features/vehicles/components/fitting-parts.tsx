// The parts linked to the chosen model (in the chosen year), one page at a time. The parent gives
// it a key per model and year, so a new question starts again on page 1.
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ListPagination } from "@/components/list-pagination";
import { DEFAULT_PAGE_SIZE } from "@/lib/pagination";
import { useVehicleProducts } from "../api/use-vehicle-products";
import { PartsList } from "./parts-list";
import "./vehicles.css";

export interface FittingPartsProps {
  vehicleId: number;
  year: number | null;
  /** 'Chevrolet Spark 2012', shown in the heading. */
  vehicleLabel: string;
}

export function FittingParts({ vehicleId, year, vehicleLabel }: FittingPartsProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, error, isLoading, mutate } = useVehicleProducts({
    vehicleId,
    year,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const total = data?.total ?? 0;
  return (
    <section className="parts-section" aria-labelledby={`fitting-${vehicleId}`}>
      <h3 id={`fitting-${vehicleId}`} className="parts-section-title">
        Repuestos compatibles con {vehicleLabel}
      </h3>
      <AsyncState
        loading={isLoading && !data}
        loadingText="Buscando repuestos compatibles..."
        error={data ? undefined : error}
        errorTitle="Error al cargar los repuestos compatibles"
        onRetry={() => void mutate()}
        empty={total === 0}
        emptyTitle="No hay repuestos compatibles registrados"
        emptyDescription="Un administrador puede vincular repuestos a este modelo desde el detalle del producto, en Inventario."
      >
        <PartsList products={data?.items ?? []} label="Repuestos compatibles" />
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={total}
          itemsLabel="repuestos"
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </AsyncState>
    </section>
  );
}
