// Category, subcategory and brand selects of the product forms. The brand and subcategory lists
// follow the chosen category; the caller decides what a category change clears.
import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useId } from "react";
import { useBrands } from "@/lib/catalogue/use-brands";
import { useCategories } from "@/lib/catalogue/use-categories";
import { useSubcategories } from "@/lib/catalogue/use-subcategories";
import type { ProductFormState } from "./use-product-form";

export interface CatalogueFieldsProps {
  form: ProductFormState;
  onCategoryChange: (categoryId: string) => void;
  onSubcategoryChange: (subcategoryId: string) => void;
  onBrandChange: (brandId: string) => void;
}

interface List<T> {
  data: T[] | undefined;
  isLoading: boolean;
  failed: boolean;
}

/**
 * The three lists for the form's current category, through the shared catalogue hooks. The values
 * are read here, during render: SWR re-renders a component only for the fields it read, and event
 * handlers of the forms need the loaded lists.
 */
export function useCatalogueLists(categoryId: string) {
  const id = Number(categoryId) || null;
  const categories = useCategories();
  const subcategories = useSubcategories(id);
  const brands = useBrands(id);
  const read = <T,>(hook: { data?: T[]; isLoading: boolean; error?: unknown }): List<T> => ({
    data: hook.data,
    isLoading: hook.isLoading,
    failed: !hook.data && !!hook.error,
  });
  return {
    categories: read(categories),
    subcategories: id ? read(subcategories) : { data: [], isLoading: false, failed: false },
    brands: read(brands),
  };
}

interface SelectProps {
  label: string;
  value: string;
  error?: string;
  /** Shown when the list itself could not be loaded. */
  loadError?: string;
  required?: boolean;
  loading: boolean;
  disabled?: boolean;
  placeholder: string;
  options: { id: number; name: string }[];
  onChange: (value: string) => void;
}

function CatalogueSelect(props: SelectProps) {
  const id = useId();
  return (
    <FormGroup
      className="inv-field"
      label={props.label}
      labelFor={id}
      labelInfo={props.required ? "*" : undefined}
      helperText={props.error ?? props.loadError}
      intent={props.error || props.loadError ? "danger" : "none"}
    >
      <HTMLSelect
        id={id}
        fill
        value={props.value}
        disabled={props.disabled || props.loading}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        aria-invalid={props.error ? true : undefined}
      >
        <option value="">{props.loading ? "Cargando..." : props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

export function CatalogueFields({
  form,
  onCategoryChange,
  onSubcategoryChange,
  onBrandChange,
}: CatalogueFieldsProps) {
  const { values, errors } = form;
  const lists = useCatalogueLists(values.categoryId);
  return (
    <div className="inv-form-row inv-form-row-3">
      <CatalogueSelect
        label="Categoría"
        required
        value={values.categoryId}
        error={errors.categoryId}
        loading={lists.categories.isLoading}
        loadError={lists.categories.failed ? "Error al cargar categorías" : undefined}
        placeholder="Selecciona una categoría"
        options={lists.categories.data ?? []}
        onChange={onCategoryChange}
      />
      <CatalogueSelect
        label="Subcategoría"
        value={values.subcategoryId}
        error={errors.subcategoryId}
        loading={lists.subcategories.isLoading}
        loadError={lists.subcategories.failed ? "Error al cargar subcategorías" : undefined}
        disabled={!values.categoryId}
        placeholder="Ninguna"
        options={lists.subcategories.data ?? []}
        onChange={onSubcategoryChange}
      />
      <CatalogueSelect
        label="Marca"
        required
        value={values.brandId}
        error={errors.brandId}
        loading={lists.brands.isLoading}
        loadError={lists.brands.failed ? "Error al cargar marcas" : undefined}
        placeholder="Selecciona una marca"
        options={lists.brands.data ?? []}
        onChange={onBrandChange}
      />
    </div>
  );
}
