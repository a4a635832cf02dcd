// Form state shared by the edit dialog and the new-product form: the values as typed, errors that
// appear on submit and then follow every change, and a reset.
import { useCallback, useEffect, useState } from "react";
import { hasErrors, type FormErrors, type ProductFormValues } from "../lib/product-form";

export type FormChanges =
  Partial<ProductFormValues> | ((values: ProductFormValues) => Partial<ProductFormValues>);

export interface ProductFormState {
  values: ProductFormValues;
  errors: FormErrors;
  update: (changes: FormChanges) => void;
  /** Validates and shows the errors; true when the form may be sent. */
  check: () => boolean;
  reset: (values: ProductFormValues) => void;
}

export function useProductForm(
  initial: ProductFormValues | (() => ProductFormValues),
  validate: (values: ProductFormValues) => FormErrors,
  initialErrors: FormErrors = {},
): ProductFormState {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(initialErrors);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (submitted) setErrors(validate(values));
  }, [values, submitted, validate]);

  const update = useCallback((changes: FormChanges) => {
    setValues((previous) => ({
      ...previous,
      ...(typeof changes === "function" ? changes(previous) : changes),
    }));
  }, []);

  const check = useCallback(() => {
    const found = validate(values);
    setErrors(found);
    setSubmitted(true);
    return !hasErrors(found);
  }, [validate, values]);

  const reset = useCallback((next: ProductFormValues) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }, []);

  return { values, errors, update, check, reset };
}
