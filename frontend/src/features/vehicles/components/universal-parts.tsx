// Universal parts (no year range and no model linked: oils, bulbs, fluids) fit any vehicle, so
// they are listed apart, under their own heading, with their own pages.
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ListPagination } from "@/components/list-pagination";
import { DEFAULT_PAGE_SIZE } from "@/lib/pagination";
import { useUniversalProducts } from "../api/use-universal-products";
import { PartsList } from "./parts-list";
import "./vehicles.css";

export function UniversalParts() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, error, isLoading, mutate } = useUniversalProducts(pageSize, (page - 1) * pageSize);
  const total = data?.total ?? 0;
  return (
    <section className="parts-section" aria-labelledby="universal-parts-title">
      <h3 id="universal-parts-title" className="parts-section-title">
        Repuestos universales
      </h3>
      <p className="parts-section-note">
        Sirven para cualquier vehículo: no tienen años ni modelos asignados.
      </p>
      <AsyncState
        loading={isLoading && !data}
        loadingText="Cargando repuestos universales..."
        error={data ? undefined : error}
        errorTitle="Error al cargar los repuestos universales"
        onRetry={() => void mutate()}
        empty={total === 0}
        emptyTitle="No hay repuestos universales"
      >
        <PartsList products={data?.items ?? []} label="Repuestos universales" />
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
