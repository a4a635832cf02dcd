// The reason of a stock adjustment and its note ('Otro' needs it), as 'Ajustar stock' asks for them
// and the product dialog does when its stock changes under 'Modo mostrador'.
import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { ADJUSTMENT_REASONS, type AdjustmentReason } from "@rules/stock-movement-kinds";

export interface AdjustmentReasonFieldsProps {
  /** Prefix of the fields' ids ("adjust" → adjust-reason, adjust-note). */
  idPrefix: string;
  label?: string;
  reason: AdjustmentReason;
  note: string;
  onReasonChange: (reason: AdjustmentReason) => void;
  onNoteChange: (note: string) => void;
  helperText?: string;
}

export function AdjustmentReasonFields(props: AdjustmentReasonFieldsProps) {
  const { idPrefix, reason, note } = props;
  return (
    <>
      <FormGroup
        label={props.label ?? "Motivo"}
        labelFor={`${idPrefix}-reason`}
        labelInfo="(requerido)"
        helperText={props.helperText}
      >
        <HTMLSelect
          id={`${idPrefix}-reason`}
          fill
          value={reason}
          options={[...ADJUSTMENT_REASONS]}
          onChange={(event) => props.onReasonChange(event.currentTarget.value as AdjustmentReason)}
        />
      </FormGroup>
      <FormGroup
        label={reason === "Otro" ? "Descripción del motivo" : "Nota"}
        labelFor={`${idPrefix}-note`}
        labelInfo={reason === "Otro" ? "(requerido)" : "(opcional)"}
      >
        <InputGroup id={`${idPrefix}-note`} maxLength={200} value={note} onValueChange={props.onNoteChange} />
      </FormGroup>
    </>
  );
}
