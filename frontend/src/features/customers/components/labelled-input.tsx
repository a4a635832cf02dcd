// One labelled text input of the customer form, its error (or hint) under it.
import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useId } from "react";

export interface LabelledInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  placeholder?: string;
  multiline?: boolean;
  autoFocus?: boolean;
}

export function LabelledInput(props: LabelledInputProps) {
  const { label, value, onChange, required, error, hint, type = "text", placeholder, multiline } = props;
  const id = useId();
  const intent = error ? "danger" : "none";
  return (
    <FormGroup
      className="customer-field"
      label={label}
      labelFor={id}
      labelInfo={required ? "*" : undefined}
      helperText={error ?? hint}
      intent={intent}
    >
      {multiline ? (
        <TextArea
          id={id}
          fill
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          intent={intent}
        />
      ) : (
        <InputGroup
          id={id}
          type={type}
          value={value}
          placeholder={placeholder}
          onValueChange={onChange}
          intent={intent}
          autoFocus={props.autoFocus}
          aria-invalid={error ? true : undefined}
        />
      )}
    </FormGroup>
  );
}
