// The rows every settings tab is made of: a switch, a select and a whole-number input, each with
// its label and an optional line of explanation.
import { FormGroup, HTMLSelect, InputGroup, Switch } from "@blueprintjs/core";
import { useEffect, useId, useState } from "react";
import type { Option } from "../lib/settings-options";
import { parseNumberSetting, type NumberRange } from "../lib/number-setting";

interface RowProps {
  label: string;
  description?: string;
}

export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: RowProps & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="set-switch-row">
      <div className="set-switch-text">
        <span id={`${id}-label`} className="set-switch-label">
          {label}
        </span>
        {description ? <span className="set-muted">{description}</span> : null}
      </div>
      <Switch
        large
        aria-labelledby={`${id}-label`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </div>
  );
}

export function SettingSelect<T extends string>({
  label,
  description,
  value,
  options,
  onChange,
}: RowProps & { value: T; options: readonly Option<T>[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} helperText={description} className="set-field">
      <HTMLSelect
        id={id}
        fill
        value={value}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(event) => onChange(event.currentTarget.value as T)}
      />
    </FormGroup>
  );
}

export function SettingNumber({
  label,
  description,
  value,
  range,
  suffix,
  onChange,
}: RowProps & { value: number; range: NumberRange; suffix?: string; onChange: (value: number) => void }) {
  const id = useId();
  // The text is kept apart from the number so the field can be emptied while typing.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <FormGroup label={label} labelFor={id} helperText={description} className="set-field">
      <InputGroup
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={text}
        rightElement={suffix ? <span className="set-suffix">{suffix}</span> : undefined}
        onValueChange={(next) => {
          setText(next);
          if (next.trim() !== "") onChange(parseNumberSetting(next, value, range));
        }}
        onBlur={() => setText(String(value))}
      />
    </FormGroup>
  );
}
