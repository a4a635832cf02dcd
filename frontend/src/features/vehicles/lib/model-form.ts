// The model form's values as chosen (strings, "" for none), their checks and the body sent to the
// server: years as integers or null, engine null when empty.
import { MESSAGES } from "@rules/messages";
import { optionalText } from "@rules/text";
import type { VehicleModel } from "@/lib/catalogue/merge-vehicles";

export interface ModelFormValues {
  makeKey: string;
  name: string;
  yearFrom: string;
  yearTo: string;
  engine: string;
}

export type ModelFormErrors = Partial<Record<keyof ModelFormValues, string>>;

export const EMPTY_MODEL_FORM: ModelFormValues = {
  makeKey: "",
  name: "",
  yearFrom: "",
  yearTo: "",
  engine: "",
};

export function formFromModel(model: VehicleModel): ModelFormValues {
  return {
    makeKey: model.makeKey,
    name: model.name,
    yearFrom: model.yearFrom === null ? "" : String(model.yearFrom),
    yearTo: model.yearTo === null ? "" : String(model.yearTo),
    engine: model.engine ?? "",
  };
}

export function validateModelForm(values: ModelFormValues): ModelFormErrors {
  const errors: ModelFormErrors = {};
  if (!values.makeKey) errors.makeKey = "La marca es obligatoria";
  if (!values.name.trim()) errors.name = "El nombre del modelo es obligatorio";
  if (values.yearFrom && values.yearTo && Number(values.yearFrom) > Number(values.yearTo)) {
    errors.yearTo = MESSAGES.yearsReversed;
  }
  return errors;
}

export interface ModelBody {
  name: string;
  yearFrom: number | null;
  yearTo: number | null;
  engine: string | null;
}

export function modelBody(values: ModelFormValues): ModelBody {
  return {
    name: values.name.trim(),
    yearFrom: values.yearFrom ? Number(values.yearFrom) : null,
    yearTo: values.yearTo ? Number(values.yearTo) : null,
    engine: optionalText(values.engine),
  };
}
