// 'Gestión de Vehículos': makes and models from the server merged with the built-in
// reference list, in three tabs, with dialogs to add a make and to add, edit or delete a model;
// 'Compatibles' finds the parts that fit a make, model and year.
import { Button, Callout, Tab, Tabs } from "@blueprintjs/core";
import { Add, Plus } from "@blueprintjs/icons";
import { useCallback, useMemo, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { SearchBox } from "@/components/search-box";
import { useVehicleCatalogue } from "../api/use-vehicle-catalogue";
import { allModels, type VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { DEFAULT_FILTERS, filterModels, searchMakes } from "../lib/model-filters";
import { MakeDialog } from "./make-dialog";
import { BrandsTab } from "./brands-tab";
import { CompatiblesTab } from "./compatibles-tab";
import { DeleteModelAlert } from "./delete-model-alert";
import { ModelDialog } from "./model-dialog";
import { DEFAULT_MODELS_VIEW, ModelsTab, type ModelsView } from "./models-tab";
import type { DeepLinkTarget, VehiclesTab } from "../lib/deep-link";
import { useFitmentParams } from "./use-fitment-params";
import { useVehicleDeepLink } from "./use-vehicle-deep-link";
import "./vehicles.css";

type ModelDialogState = { model: VehicleModel | null } | null;

export function VehiclesPage() {
  const catalogue = useVehicleCatalogue();
  const fitment = useFitmentParams();
  const [listTab, setListTab] = useState<Exclude<VehiclesTab, "compatibles">>("brands");
  const tab: VehiclesTab = fitment.onCompatiblesTab ? "compatibles" : listTab;
  const { setOnCompatiblesTab } = fitment;
  const setTab = useCallback(
    (next: VehiclesTab) => {
      setOnCompatiblesTab(next === "compatibles");
      if (next !== "compatibles") setListTab(next);
    },
    [setOnCompatiblesTab],
  );
  const [search, setSearch] = useState("");
  const [view, setView] = useState<ModelsView>(DEFAULT_MODELS_VIEW);
  const [highlightKey, setHighlightKey] = useState<string | null>(null);
  const [brandDialogOpen, setBrandDialogOpen] = useState(false);
  const [modelDialog, setModelDialog] = useState<ModelDialogState>(null);
  const [deleting, setDeleting] = useState<VehicleModel | null>(null);

  const applyLink = useCallback(
    (target: DeepLinkTarget) => {
      setTab(target.tab);
      setHighlightKey(target.highlightKey);
      setSearch("");
      if (target.page)
        setView((current) => ({ ...current, filters: DEFAULT_FILTERS, page: target.page ?? 1 }));
    },
    [setTab],
  );
  const ready = !catalogue.isLoading && !catalogue.error;
  const { missing } = useVehicleDeepLink(catalogue.makes, ready, view.pageSize, applyLink);

  const makes = useMemo(() => searchMakes(catalogue.makes, search), [catalogue.makes, search]);
  const models = useMemo(
    () => filterModels(allModels(catalogue.makes), view.filters, search),
    [catalogue.makes, view.filters, search],
  );

  function changeSearch(value: string) {
    setSearch(value);
    setView((current) => ({ ...current, page: 1 }));
  }

  const tabContent = (panel: VehiclesTab) => (
    <AsyncState
      loading={catalogue.isLoading}
      loadingText="Cargando vehículos..."
      error={catalogue.error}
      errorTitle="Error al cargar vehículos"
      onRetry={catalogue.retry}
      empty={panel === "brands" && makes.length === 0}
      emptyTitle="No se encontraron marcas de vehículos"
      emptyDescription={search ? `Ninguna marca o modelo coincide con "${search}".` : undefined}
    >
      {panel === "brands" ? <BrandsTab makes={makes} highlightKey={highlightKey} /> : null}
      {panel === "compatibles" ? (
        <CompatiblesTab
          makes={catalogue.makes}
          selection={fitment.selection}
          onSelectionChange={fitment.setSelection}
        />
      ) : null}
      {panel === "models" ? (
        <ModelsTab
          makes={catalogue.makes}
          models={models}
          view={view}
          onViewChange={setView}
          highlightKey={highlightKey}
          onEdit={(model) => setModelDialog({ model })}
          onDelete={setDeleting}
        />
      ) : null}
    </AsyncState>
  );

  return (
    <div className="vehicles-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          <>
            <Button icon={<Plus />} text="Nueva Marca" onClick={() => setBrandDialogOpen(true)} />
            <Button
              icon={<Add />}
              intent="primary"
              text="Nuevo Modelo"
              disabled={catalogue.isLoading}
              onClick={() => setModelDialog({ model: null })}
            />
          </>
        }
      />
      <SearchBox
        className="vehicles-search"
        value={search}
        onChange={changeSearch}
        placeholder="Buscar marcas o modelos..."
        label="Buscar marcas o modelos"
      />
      {missing ? (
        <Callout intent="warning" compact className="vehicles-missing">
          {missing === "brand"
            ? "No se encontró la marca solicitada."
            : "No se encontró el modelo solicitado."}
        </Callout>
      ) : null}
      <Tabs
        animate={false}
        id="vehicles-tabs"
        className="vehicles-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as VehiclesTab)}
        renderActiveTabPanelOnly
      >
        <Tab id="brands" title="Todas las Marcas" panel={tabContent("brands")} />
        <Tab id="models" title="Todos los Modelos" panel={tabContent("models")} />
        <Tab id="compatibles" title="Compatibles" panel={tabContent("compatibles")} />
      </Tabs>
      <MakeDialog isOpen={brandDialogOpen} onClose={() => setBrandDialogOpen(false)} />
      <ModelDialog
        isOpen={modelDialog !== null}
        makes={catalogue.makes}
        model={modelDialog?.model ?? null}
        onClose={() => setModelDialog(null)}
      />
      <DeleteModelAlert model={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
