// One labelled input of a form whose values are strings as typed, with its error under it (the
// error replaces the helper text and marks the input invalid).
import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, type JSX } from "react";

/** The part of a form's state a field needs: values as typed, errors by field, an update. */
export interface FieldForm<V extends object> {
  values: V;
  errors: Partial<Record<keyof V, string | undefined>>;
  update: (changes: Partial<V>) => void;
}

/** The fields of V whose values are text (a form may also hold booleans, e.g. a checkbox). */
export type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormFieldProps<V extends object> {
  form: FieldForm<V>;
  field: TextFieldOf<V>;
  label: string;
  required?: boolean;
  step?: string;
  min?: number;
  placeholder?: string;
  helper?: string;
  multiline?: boolean;
  rightElement?: JSX.Element;
  /** Replaces the plain update, e.g. for the price fields that keep each other in sync. */
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  type?: "text" | "number" | "email" | "password" | "tel";
  autoComplete?: string;
}

export function FormField<V extends object>(props: FormFieldProps<V>) {
  const { form, field, label, required, type = "text", helper, multiline } = props;
  const id = useId();
  const error = form.errors[field];
  // TextFieldOf<V> guarantees a string; TypeScript cannot see through the mapped type.
  const value = form.values[field] as string;
  const change = props.onValueChange ?? ((value: string) => form.update({ [field]: value } as Partial<V>));
  return (
    <FormGroup
      className="form-field"
      label={label}
      labelFor={id}
      labelInfo={required ? "*" : undefined}
      helperText={error ?? helper}
      intent={error ? "danger" : "none"}
    >
      {multiline ? (
        <TextArea
          id={id}
          fill
          value={value}
          onChange={(e) => change(e.currentTarget.value)}
          intent={error ? "danger" : "none"}
          placeholder={props.placeholder}
        />
      ) : (
        <InputGroup
          id={id}
          type={type}
          inputMode={type === "number" ? "decimal" : undefined}
          step={props.step}
          min={props.min}
          value={value}
          onValueChange={change}
          autoComplete={props.autoComplete}
          onBlur={props.onBlur}
          intent={error ? "danger" : "none"}
          placeholder={props.placeholder}
          rightElement={props.rightElement}
          aria-invalid={error ? true : undefined}
        />
      )}
    </FormGroup>
  );
}
