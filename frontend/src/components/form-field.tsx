// One labelled input of the product forms, with its error under it.
import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, type JSX } from "react";
import type { ProductFormValues } from "../lib/product-form";
import type { ProductFormState } from "./use-product-form";

export interface FormFieldProps {
  form: ProductFormState;
  field: keyof ProductFormValues;
  label: string;
  required?: boolean;
  type?: "text" | "number";
  step?: string;
  min?: number;
  placeholder?: string;
  helper?: string;
  multiline?: boolean;
  rightElement?: JSX.Element;
  /** Replaces the plain update, e.g. for the price fields that keep each other in sync. */
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
}

export function FormField(props: FormFieldProps) {
  const { form, field, label, required, type = "text", helper, multiline } = props;
  const id = useId();
  const error = form.errors[field];
  const change = props.onValueChange ?? ((value: string) => form.update({ [field]: value }));
  return (
    <FormGroup
      className="inv-field"
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
          value={form.values[field]}
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
          value={form.values[field]}
          onValueChange={change}
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
