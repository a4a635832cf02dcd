// Universal parts (no year range and no model linked: oils, bulbs, fluids) fit any vehicle, so
// they are listed apart, under their own heading, with their own pages.
import { useUniversalParts } from "../api/use-vehicle-parts";
import { PartsSection, usePartsPaging } from "./parts-section";

export function UniversalParts() {
  const paging = usePartsPaging();
  const { data, error, isLoading, mutate } = useUniversalParts(paging.pageSize, paging.offset);
  return (
    <PartsSection
      titleId="universal-parts-title"
      title="Repuestos universales"
      note="Sirven para cualquier vehículo: no tienen años ni modelos asignados."
      listLabel="Repuestos universales"
      query={{ data, error, isLoading, retry: () => void mutate() }}
      paging={paging}
      loadingText="Cargando repuestos universales..."
      errorTitle="Error al cargar los repuestos universales"
      emptyTitle="No hay repuestos universales"
    />
  );
}
