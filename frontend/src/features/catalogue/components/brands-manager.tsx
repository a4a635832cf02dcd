// The brands screen shown under the inventory page's 'Marcas' switch: search, brand cards with
// logo, country, website and vehicles, and the create/edit/delete flows.
import { Button, Callout } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { errorMessage } from "@/lib/api/errors";
import type { Brand, Vehicle } from "@/lib/api/types";
import { mergeVehicles, type VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { REFERENCE_MAKES } from "@/lib/catalogue/reference-makes";
import { useBrands } from "@/lib/catalogue/use-brands";
import { useCategories } from "@/lib/catalogue/use-categories";
import { useVehicles } from "@/lib/catalogue/use-vehicles";
import { vehiclesOfBrand } from "../lib/catalogue-display";
import { filterBySearch } from "../lib/search";
import { BrandCard } from "./brand-card";
import { BrandFormDialog } from "./brand-form-dialog";
import { CatalogueToolbar } from "./catalogue-toolbar";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { useBrandDeletion } from "./use-brand-deletion";
import "./catalogue.css";

export function BrandsManager() {
  const brandsQuery = useBrands();
  const vehiclesQuery = useVehicles();
  // Only names the linked categories; the screen works without them.
  const categoriesQuery = useCategories();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<{ brand: Brand | null } | null>(null);
  const [dialogKey, setDialogKey] = useState(0);

  const brands = useMemo(() => brandsQuery.data ?? [], [brandsQuery.data]);
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const vehiclesByBrand = useMemo(() => {
    const all = vehiclesQuery.data ?? [];
    return new Map<number, Vehicle[]>(brands.map((brand) => [brand.id, vehiclesOfBrand(all, brand.id)]));
  }, [brands, vehiclesQuery.data]);
  // The models the card lists are the ones /vehicles shows (the built-in reference list included),
  // so both screens count alike; deleting a brand is refused only for models stored on the server.
  const modelsByBrand = useMemo(() => {
    const makes = mergeVehicles(REFERENCE_MAKES, brands, vehiclesQuery.data ?? []);
    return new Map<number, VehicleModel[]>(
      makes.flatMap((make) => (make.id === null ? [] : [[make.id, make.models] as const])),
    );
  }, [brands, vehiclesQuery.data]);
  const deletion = useBrandDeletion((brandId) => vehiclesByBrand.get(brandId)?.length ?? 0);
  // A failed background refresh keeps showing the data already loaded.
  const brandsError = !brandsQuery.data && brandsQuery.error;
  const vehiclesError = !vehiclesQuery.data && vehiclesQuery.error;

  const shown = filterBySearch(brands, search, (brand) => [brand.name, brand.country, brand.description]);
  const searching = search.trim().length > 0;

  function open(brand: Brand | null) {
    setDialogKey((key) => key + 1);
    setEditing({ brand });
  }

  return (
    <section className="catalogue-manager" aria-label="Marcas">
      <CatalogueToolbar
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar marcas por nombre o país..."
        searchLabel="Buscar marcas"
        createText="Nueva Marca"
        onCreate={() => open(null)}
      />
      {categoriesQuery.error && !categoriesQuery.data ? (
        // Categories only name the links: the brands stay usable without them.
        <Callout intent="warning" title="Error al cargar categorías" className="catalogue-callout">
          {errorMessage(categoriesQuery.error)}{" "}
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            onClick={() => void categoriesQuery.mutate()}
          >
            Reintentar
          </Button>
        </Callout>
      ) : null}
      <AsyncState
        loading={brandsQuery.isLoading || vehiclesQuery.isLoading}
        loadingText="Cargando marcas..."
        error={brandsError || vehiclesError}
        errorTitle={brandsError ? "Error al cargar las marcas" : "Error al cargar vehículos"}
        onRetry={() => {
          void brandsQuery.mutate();
          void vehiclesQuery.mutate();
          void categoriesQuery.mutate();
        }}
        empty={shown.length === 0}
        emptyTitle={searching ? "No se encontraron marcas" : "No hay marcas"}
        emptyDescription={
          searching
            ? `Ninguna marca coincide con "${search.trim()}".`
            : "Crea la primera marca de repuestos o vehículos."
        }
        emptyAction={
          searching ? (
            <Button onClick={() => setSearch("")}>Limpiar búsqueda</Button>
          ) : (
            <Button intent="primary" icon={<Add />} onClick={() => open(null)}>
              Nueva Marca
            </Button>
          )
        }
      >
        <div className="catalogue-grid">
          {shown.map((brand) => (
            <BrandCard
              key={brand.id}
              brand={brand}
              categories={categories}
              vehicles={modelsByBrand.get(brand.id) ?? []}
              onEdit={open}
              onDelete={deletion.requestDeletion}
            />
          ))}
        </div>
      </AsyncState>

      {editing ? (
        <BrandFormDialog
          key={dialogKey}
          isOpen
          brand={editing.brand}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteAlert isOpen={deletion.isOpen} onConfirm={deletion.confirm} onClose={deletion.cancel}>
        <p>
          ¿Estás seguro de que deseas eliminar la marca <strong>{deletion.pending?.name}</strong>? Esta acción
          no se puede deshacer.
        </p>
      </ConfirmDeleteAlert>
    </section>
  );
}
