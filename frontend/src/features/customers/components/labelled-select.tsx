// One labelled native select of the customers screen (keyboard and phone friendly).
import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useId } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

export interface LabelledSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  required?: boolean;
}

export function LabelledSelect({ label, value, options, onChange, required }: LabelledSelectProps) {
  const id = useId();
  return (
    <FormGroup className="customer-field" label={label} labelFor={id} labelInfo={required ? "*" : undefined}>
      <HTMLSelect
        id={id}
        fill
        value={value}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
