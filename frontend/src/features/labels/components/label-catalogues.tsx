// What sets the two label catalogues apart on the management screen: their words, the facts on
// their cards and in 'Ver', and their form's fields. The tab and the dialog serve both.
import { Switch } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import type { ReactNode } from "react";
import { FormField, type FieldForm } from "@/components/form-field";
import type { LabelSize, LabelTemplate } from "@/lib/api/types";
import { SIZES_API, TEMPLATES_API, type LabelCatalogueApi } from "../api/label-catalogue";
import {
  EMPTY_SIZE_FORM,
  EMPTY_TEMPLATE_FORM,
  sizeFormValues,
  sizeInput,
  templateFormValues,
  templateInput,
  validateSizeForm,
  validateTemplateForm,
  type FormErrors,
  type SizeFormValues,
  type TemplateFormValues,
} from "../lib/label-forms";

export interface LabelEntry {
  id: number;
  name: string;
  width: number;
  height: number;
  description: string | null;
}

/** The fields both forms have, which the preview reads. */
export interface SharedFormValues {
  width: string;
  height: string;
  description: string;
}

export interface LabelCatalogue<T extends LabelEntry, V extends SharedFormValues, I> {
  api: LabelCatalogueApi<T, I>;
  text: {
    loadError: string;
    empty: string;
    deleted: string;
    deleteError: string;
    confirmDelete: (name: string) => string;
    newTitle: string;
    editTitle: string;
    created: string;
    updated: string;
    createError: string;
    updateError: string;
    createButton: string;
  };
  code: (entry: T) => string;
  tags: (entry: T) => ReactNode;
  details: (entry: T) => [string, ReactNode][];
  /** The columns the shape preview draws, for the catalogue that has them. */
  columns?: (entry: T) => number;
  form: {
    empty: V;
    from: (entry: T) => V;
    validate: (values: V) => FormErrors<V>;
    input: (values: V) => I;
    previewColumns?: (values: V) => string;
    Fields: (props: { form: FieldForm<V> }) => ReactNode;
  };
}

const yesNo = (value: boolean) => (value ? "Sí" : "No");

/** Width and height side by side, then the description: the fields both forms end with. */
function ShapeFields({ form }: { form: FieldForm<SharedFormValues> }) {
  return (
    <>
      <div className="lbl-row">
        <FormField form={form} field="width" label="Ancho (px)" required type="number" min={50} />
        <FormField form={form} field="height" label="Alto (px)" required type="number" min={50} />
      </div>
      <FormField form={form} field="description" label="Descripción" multiline />
    </>
  );
}

export const TEMPLATES: LabelCatalogue<
  LabelTemplate,
  TemplateFormValues,
  ReturnType<typeof templateInput>
> = {
  api: TEMPLATES_API,
  text: {
    loadError: "Error al cargar plantillas",
    empty: "No hay plantillas disponibles",
    deleted: "Plantilla eliminada",
    deleteError: "Error al eliminar plantilla",
    confirmDelete: (name) => `¿Estás seguro de que deseas eliminar la plantilla "${name}"?`,
    newTitle: "Nueva Plantilla",
    editTitle: "Editar Plantilla",
    created: "Plantilla creada",
    updated: "Plantilla actualizada",
    createError: "Error al crear plantilla",
    updateError: "Error al actualizar plantilla",
    createButton: "Crear plantilla",
  },
  code: (t) => t.template_id,
  tags: (t) => (
    <>
      <Badge minimal>
        {t.columns} {t.columns === 1 ? "columna" : "columnas"}
      </Badge>
      <Badge minimal intent={t.is_active ? "success" : "none"}>
        {t.is_active ? "Activa" : "Inactiva"}
      </Badge>
    </>
  ),
  details: (t) => [
    ["ID", t.template_id],
    ["Nombre", t.name],
    ["Columnas", t.columns],
    ["Ancho", `${t.width} px`],
    ["Alto", `${t.height} px`],
    ["Descripción", t.description || "Sin descripción"],
    ["Activa", yesNo(t.is_active)],
  ],
  columns: (t) => t.columns,
  form: {
    empty: EMPTY_TEMPLATE_FORM,
    from: templateFormValues,
    validate: validateTemplateForm,
    input: templateInput,
    previewColumns: (values) => values.columns,
    Fields: ({ form }) => (
      <>
        <FormField
          form={form}
          field="template_id"
          label="ID de la plantilla"
          required
          placeholder="estandar"
        />
        <FormField form={form} field="name" label="Nombre" required />
        <FormField
          form={form}
          field="columns"
          label="Columnas"
          required
          type="number"
          min={1}
          helper="De 1 a 10"
        />
        <ShapeFields form={form} />
        <Switch
          label="Activa"
          checked={form.values.is_active}
          onChange={(e) => form.update({ is_active: e.currentTarget.checked })}
        />
      </>
    ),
  },
};

export const SIZES: LabelCatalogue<LabelSize, SizeFormValues, ReturnType<typeof sizeInput>> = {
  api: SIZES_API,
  text: {
    loadError: "Error al cargar tamaños",
    empty: "No hay tamaños disponibles",
    deleted: "Tamaño eliminado",
    deleteError: "Error al eliminar tamaño",
    confirmDelete: (name) => `¿Estás seguro de que deseas eliminar el tamaño "${name}"?`,
    newTitle: "Nuevo Tamaño",
    editTitle: "Editar Tamaño",
    created: "Tamaño creado",
    updated: "Tamaño actualizado",
    createError: "Error al crear tamaño",
    updateError: "Error al actualizar tamaño",
    createButton: "Crear tamaño",
  },
  code: (s) => s.size_id,
  tags: (s) =>
    s.is_predefined ? (
      <Badge minimal intent="primary">
        Predefinido
      </Badge>
    ) : (
      <Badge minimal>Personalizado</Badge>
    ),
  details: (s) => [
    ["ID", s.size_id],
    ["Nombre", s.name],
    ["Ancho", `${s.width} px`],
    ["Alto", `${s.height} px`],
    ["Descripción", s.description || "Sin descripción"],
    ["Predefinido", yesNo(s.is_predefined)],
  ],
  form: {
    empty: EMPTY_SIZE_FORM,
    from: sizeFormValues,
    validate: validateSizeForm,
    input: sizeInput,
    Fields: ({ form }) => (
      <>
        <FormField form={form} field="size_id" label="ID del tamaño" required placeholder="mediana" />
        <FormField form={form} field="name" label="Nombre" required />
        <ShapeFields form={form} />
        <Switch
          label="Predefinido"
          checked={form.values.is_predefined}
          onChange={(e) => form.update({ is_predefined: e.currentTarget.checked })}
        />
      </>
    ),
  },
};
