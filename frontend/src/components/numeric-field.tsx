// Blueprint's NumericInput with its stepper buttons drawn here: Blueprint names them "increment"
// and "decrement" in English and, when the input has its own id (so a label can point at it),
// points their aria-controls at an element that does not exist. These are named in Spanish and
// control the input. The arrow keys still step the value inside the field.
import { Button, ButtonGroup, Classes, ControlGroup, NumericInput } from "@blueprintjs/core";
import { ChevronDown, ChevronUp } from "@blueprintjs/icons";

export interface NumericFieldProps {
  id: string;
  /** What the field holds, for the buttons' names: 'Aumentar copias por producto'. */
  name: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  clampValueOnBlur?: boolean;
  onValueChange: (value: number) => void;
}

export function NumericField({
  id,
  name,
  value,
  min,
  max,
  disabled,
  clampValueOnBlur,
  onValueChange,
}: NumericFieldProps) {
  const step = (delta: number) => onValueChange(Math.min(max, Math.max(min, value + delta)));
  return (
    <ControlGroup fill>
      <NumericInput
        id={id}
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        clampValueOnBlur={clampValueOnBlur}
        onValueChange={(next) => onValueChange(next)}
        buttonPosition="none"
        fill
      />
      <ButtonGroup vertical className={Classes.FIXED}>
        <Button
          aria-label={`Aumentar ${name}`}
          aria-controls={id}
          icon={<ChevronUp />}
          disabled={disabled || value >= max}
          onClick={() => step(1)}
        />
        <Button
          aria-label={`Disminuir ${name}`}
          aria-controls={id}
          icon={<ChevronDown />}
          disabled={disabled || value <= min}
          onClick={() => step(-1)}
        />
      </ButtonGroup>
    </ControlGroup>
  );
}
