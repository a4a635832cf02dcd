// The categories screen shown under the inventory page's 'Categorías' switch: search, the grid of
// category cards with their subcategories, and the create/edit/delete flows.
import { Button } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import { AsyncState } from "@/components/async-state";
import type { Category, Subcategory } from "@/lib/api/types";
import { useCategories } from "@/lib/catalogue/use-categories";
import { useSubcategories } from "@/lib/catalogue/use-subcategories";
import { groupSubcategoriesByCategory } from "../lib/catalogue-display";
import { filterBySearch } from "../lib/search";
import { CatalogueToolbar } from "./catalogue-toolbar";
import { CategoryCard } from "./category-card";
import { CategoryFormDialog } from "./category-form-dialog";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { SubcategoryFormDialog } from "./subcategory-form-dialog";
import { useCategoryDeletion } from "./use-category-deletion";
import "./catalogue.css";

type OpenDialog =
  { kind: "category"; category: Category | null } | { kind: "subcategory"; category: Category };

const NO_SUBCATEGORIES: readonly Subcategory[] = [];

export function CategoriesManager() {
  const categoriesQuery = useCategories();
  const subcategoriesQuery = useSubcategories();
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Changes on every opening so each dialog starts from fresh values.
  const [dialogKey, setDialogKey] = useState(0);

  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const subcategoriesByCategory = useMemo(
    () => groupSubcategoriesByCategory(subcategoriesQuery.data ?? []),
    [subcategoriesQuery.data],
  );
  const deletion = useCategoryDeletion(subcategoriesByCategory);
  // A failed background refresh keeps showing the data already loaded.
  const categoriesError = !categoriesQuery.data && categoriesQuery.error;
  const subcategoriesError = !subcategoriesQuery.data && subcategoriesQuery.error;

  // A category is also found by the names of its subcategories ("pastillas" finds Frenos).
  const shown = filterBySearch(categories, search, (category) => [
    category.name,
    category.description,
    ...(subcategoriesByCategory.get(category.id) ?? NO_SUBCATEGORIES).map((subcategory) => subcategory.name),
  ]);
  const searching = search.trim().length > 0;

  function open(next: OpenDialog) {
    setDialogKey((key) => key + 1);
    setDialog(next);
  }

  const createButton = (
    <Button intent="primary" icon={<Add />} onClick={() => open({ kind: "category", category: null })}>
      Nueva Categoría
    </Button>
  );

  return (
    <section className="catalogue-manager" aria-label="Categorías">
      <CatalogueToolbar
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar categorías o subcategorías..."
        searchLabel="Buscar categorías"
        createText="Nueva Categoría"
        onCreate={() => open({ kind: "category", category: null })}
      />
      <AsyncState
        loading={categoriesQuery.isLoading || subcategoriesQuery.isLoading}
        loadingText="Cargando categorías..."
        error={categoriesError || subcategoriesError}
        errorTitle={categoriesError ? "Error al cargar las categorías" : "Error al cargar subcategorías"}
        onRetry={() => {
          void categoriesQuery.mutate();
          void subcategoriesQuery.mutate();
        }}
        empty={shown.length === 0}
        emptyTitle={searching ? "No se encontraron categorías" : "No hay categorías"}
        emptyDescription={
          searching
            ? `Ninguna categoría coincide con "${search.trim()}".`
            : "Crea la primera categoría para organizar tus productos."
        }
        emptyAction={
          searching ? <Button onClick={() => setSearch("")}>Limpiar búsqueda</Button> : createButton
        }
      >
        <div className="catalogue-grid">
          {shown.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              subcategories={subcategoriesByCategory.get(category.id) ?? NO_SUBCATEGORIES}
              onEdit={(toEdit) => open({ kind: "category", category: toEdit })}
              onDelete={deletion.requestCategoryDeletion}
              onAddSubcategory={(parent) => open({ kind: "subcategory", category: parent })}
              onDeleteSubcategory={deletion.requestSubcategoryDeletion}
            />
          ))}
        </div>
      </AsyncState>

      {dialog?.kind === "category" ? (
        <CategoryFormDialog
          key={dialogKey}
          isOpen
          category={dialog.category}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === "subcategory" ? (
        <SubcategoryFormDialog
          key={dialogKey}
          isOpen
          category={dialog.category}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDeleteAlert isOpen={deletion.isOpen} onConfirm={deletion.confirm} onClose={deletion.cancel}>
        {deletion.pending?.kind === "category" ? (
          <p>
            ¿Estás seguro de que deseas eliminar la categoría{" "}
            <strong>{deletion.pending.category.name}</strong>? Esta acción no se puede deshacer.
          </p>
        ) : null}
        {deletion.pending?.kind === "subcategory" ? (
          <p>
            ¿Estás seguro de que deseas eliminar la subcategoría{" "}
            <strong>{deletion.pending.subcategory.name}</strong>? Los productos que la usan conservarán su
            categoría.
          </p>
        ) : null}
      </ConfirmDeleteAlert>
    </section>
  );
}
