// The parts linked to the chosen model (in the chosen year, for the chosen engine), one page at a
// time. The parent gives it a key per model, year and engine, so a new question starts on page 1.
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
  /** The customer's engine, "" for any. */
  engine: string;
  /** 'Chevrolet Spark 2012', shown in the heading. */
  vehicleLabel: string;
}

export function FittingParts({ vehicleId, year, engine, vehicleLabel }: FittingPartsProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, error, isLoading, mutate } = useVehicleProducts({
    vehicleId,
    year,
    engine,
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
