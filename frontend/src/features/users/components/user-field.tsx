// One labelled input of the user dialogs, with the server's message (or a hint) under it.
import { FormGroup, InputGroup } from "@blueprintjs/core";
import { useId } from "react";

export interface UserFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password";
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

export function UserField(props: UserFieldProps) {
  const { label, value, onChange, type = "text", error, hint } = props;
  const id = useId();
  const intent = error ? "danger" : "none";
  return (
    <FormGroup label={label} labelFor={id} labelInfo="*" helperText={error ?? hint} intent={intent}>
      <InputGroup
        id={id}
        type={type}
        value={value}
        onValueChange={onChange}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        intent={intent}
        aria-invalid={error ? true : undefined}
      />
    </FormGroup>
  );
}
