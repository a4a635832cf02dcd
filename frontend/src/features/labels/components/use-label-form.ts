// Form state of the template and size dialogs: values as typed, errors shown after the first
// submit and then kept current on every change (the product form's rule).
import { useCallback, useState } from "react";
import type { FormErrors } from "../lib/label-forms";

export function useLabelForm<V extends object>(initial: V, validate: (values: V) => FormErrors<V>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const update = useCallback(
    (changes: Partial<V>) =>
      setValues((current) => {
        const next = { ...current, ...changes };
        if (submitted) setErrors(validate(next));
        return next;
      }),
    [submitted, validate],
  );
  const check = useCallback(() => {
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [validate, values]);
  return { values, errors, update, check };
}
