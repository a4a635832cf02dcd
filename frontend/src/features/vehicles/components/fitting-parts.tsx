// The parts linked to the chosen model (in the chosen year, for the chosen engine), one page at a
// time. The parent gives it a key per model, year and engine, so a new question starts on page 1.
import { useFittingParts } from "../api/use-vehicle-parts";
import { PartsSection, usePartsPaging } from "./parts-section";

export interface FittingPartsProps {
  vehicleId: number;
  year: number | null;
  /** The customer's engine, "" for any. */
  engine: string;
  /** 'Chevrolet Spark 2012', shown in the heading. */
  vehicleLabel: string;
}

export function FittingParts({ vehicleId, year, engine, vehicleLabel }: FittingPartsProps) {
  const paging = usePartsPaging();
  const { data, error, isLoading, mutate } = useFittingParts(vehicleId, {
    year: year ?? undefined,
    engine: engine || undefined,
    limit: paging.pageSize,
    offset: paging.offset,
  });
  return (
    <PartsSection
      titleId={`fitting-${vehicleId}`}
      title={`Repuestos compatibles con ${vehicleLabel}`}
      listLabel="Repuestos compatibles"
      query={{ data, error, isLoading, retry: () => void mutate() }}
      paging={paging}
      loadingText="Buscando repuestos compatibles..."
      errorTitle="Error al cargar los repuestos compatibles"
      emptyTitle="No hay repuestos compatibles registrados"
      emptyDescription="Un administrador puede vincular repuestos a este modelo desde el detalle del producto, en Inventario."
    />
  );
}
