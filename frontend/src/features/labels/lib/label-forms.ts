// Template and size forms: ids and names required; columns 1-10 (default 2);
// width and height 50-1000 px (default 300 and 150); description optional.
import { optionalText } from "@rules/text";
import type { LabelSize, LabelTemplate } from "@/lib/api/types";

export const COLUMNS_MIN = 1;
export const COLUMNS_MAX = 10;
export const SIZE_MIN_PX = 50;
export const SIZE_MAX_PX = 1000;

export const LABEL_FORM_MESSAGES = {
  templateIdRequired: "El ID de la plantilla es obligatorio",
  sizeIdRequired: "El ID del tamaño es obligatorio",
  nameRequired: "El nombre es obligatorio",
  columns: `Las columnas deben ser un número entero entre ${COLUMNS_MIN} y ${COLUMNS_MAX}`,
  width: `El ancho debe ser un número entero entre ${SIZE_MIN_PX} y ${SIZE_MAX_PX} px`,
  height: `El alto debe ser un número entero entre ${SIZE_MIN_PX} y ${SIZE_MAX_PX} px`,
} as const;

export interface TemplateFormValues {
  template_id: string;
  name: string;
  columns: string;
  width: string;
  height: string;
  description: string;
  is_active: boolean;
}

export interface SizeFormValues {
  size_id: string;
  name: string;
  width: string;
  height: string;
  description: string;
  is_predefined: boolean;
}

export type TemplateInput = Omit<LabelTemplate, "id">;
export type SizeInput = Omit<LabelSize, "id">;
export type FormErrors<V> = Partial<Record<keyof V, string>>;

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  template_id: "",
  name: "",
  columns: "2",
  width: "300",
  height: "150",
  description: "",
  is_active: true,
};

export const EMPTY_SIZE_FORM: SizeFormValues = {
  size_id: "",
  name: "",
  width: "300",
  height: "150",
  description: "",
  is_predefined: false,
};

export function templateFormValues(template: LabelTemplate): TemplateFormValues {
  return {
    template_id: template.template_id,
    name: template.name,
    columns: String(template.columns),
    width: String(template.width),
    height: String(template.height),
    description: template.description ?? "",
    is_active: template.is_active,
  };
}

export function sizeFormValues(size: LabelSize): SizeFormValues {
  return {
    size_id: size.size_id,
    name: size.name,
    width: String(size.width),
    height: String(size.height),
    description: size.description ?? "",
    is_predefined: size.is_predefined,
  };
}

/** An integer within bounds, written as digits only ("2.5", "1e2" and "" are refused). */
export function boundedInteger(value: string | number, min: number, max: number): number | null {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

function sizeErrors(values: { width: string; height: string }) {
  const errors: { width?: string; height?: string } = {};
  if (boundedInteger(values.width, SIZE_MIN_PX, SIZE_MAX_PX) === null)
    errors.width = LABEL_FORM_MESSAGES.width;
  if (boundedInteger(values.height, SIZE_MIN_PX, SIZE_MAX_PX) === null)
    errors.height = LABEL_FORM_MESSAGES.height;
  return errors;
}

export function validateTemplateForm(values: TemplateFormValues): FormErrors<TemplateFormValues> {
  const errors: FormErrors<TemplateFormValues> = {};
  if (!values.template_id.trim()) errors.template_id = LABEL_FORM_MESSAGES.templateIdRequired;
  if (!values.name.trim()) errors.name = LABEL_FORM_MESSAGES.nameRequired;
  if (boundedInteger(values.columns, COLUMNS_MIN, COLUMNS_MAX) === null)
    errors.columns = LABEL_FORM_MESSAGES.columns;
  return { ...errors, ...sizeErrors(values) };
}

export function validateSizeForm(values: SizeFormValues): FormErrors<SizeFormValues> {
  const errors: FormErrors<SizeFormValues> = {};
  if (!values.size_id.trim()) errors.size_id = LABEL_FORM_MESSAGES.sizeIdRequired;
  if (!values.name.trim()) errors.name = LABEL_FORM_MESSAGES.nameRequired;
  return { ...errors, ...sizeErrors(values) };
}

/** The request body of a valid form (call after validation). */
export function templateInput(values: TemplateFormValues): TemplateInput {
  return {
    template_id: values.template_id.trim(),
    name: values.name.trim(),
    columns: Number(values.columns),
    width: Number(values.width),
    height: Number(values.height),
    description: optionalText(values.description),
    is_active: values.is_active,
  };
}

export function sizeInput(values: SizeFormValues): SizeInput {
  return {
    size_id: values.size_id.trim(),
    name: values.name.trim(),
    width: Number(values.width),
    height: Number(values.height),
    description: optionalText(values.description),
    is_predefined: values.is_predefined,
  };
}
