// 'Todos los Modelos': filters, the page of models and the pagination. The page goes back to 1
// when the page size changes, when the filters are reset, and when a filter or the search changes
// (the current page might no longer exist).
import { AsyncState } from "@/components/async-state";
import { ListPagination } from "@/components/list-pagination";
import { pageCount, pageSlice } from "@/lib/pagination";
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { DEFAULT_FILTERS, type ModelFilters } from "../lib/model-filters";
import { ModelsFilters } from "./models-filters";
import { ModelsList } from "./models-list";

export interface ModelsView {
  filters: ModelFilters;
  page: number;
  pageSize: number;
}

export const DEFAULT_MODELS_VIEW: ModelsView = { filters: DEFAULT_FILTERS, page: 1, pageSize: 20 };

export interface ModelsTabProps {
  makes: readonly VehicleMake[];
  /** The models after filters, search and sorting. */
  models: readonly VehicleModel[];
  view: ModelsView;
  onViewChange: (view: ModelsView) => void;
  highlightKey: string | null;
  onEdit: (model: VehicleModel) => void;
  onDelete: (model: VehicleModel) => void;
}

export function ModelsTab({
  makes,
  models,
  view,
  onViewChange,
  highlightKey,
  onEdit,
  onDelete,
}: ModelsTabProps) {
  const page = Math.min(view.page, pageCount(models.length, view.pageSize));
  const visible = pageSlice(models, page, view.pageSize);
  return (
    <div className="models-tab">
      <ModelsFilters
        makes={makes}
        filters={view.filters}
        onChange={(changes) => onViewChange({ ...view, filters: { ...view.filters, ...changes }, page: 1 })}
        onReset={() => onViewChange({ ...view, filters: DEFAULT_FILTERS, page: 1 })}
      />
      <AsyncState
        loading={false}
        empty={models.length === 0}
        emptyTitle="No se encontraron modelos"
        emptyDescription="Prueba con otra marca, otro año o restablece los filtros."
      >
        <ModelsList models={visible} highlightKey={highlightKey} onEdit={onEdit} onDelete={onDelete} />
      </AsyncState>
      <ListPagination
        numbered
        itemsLabel="modelos"
        page={page}
        pageSize={view.pageSize}
        total={models.length}
        onPageChange={(next) => onViewChange({ ...view, page: next })}
        onPageSizeChange={(size) => onViewChange({ ...view, pageSize: size, page: 1 })}
      />
    </div>
  );
}
