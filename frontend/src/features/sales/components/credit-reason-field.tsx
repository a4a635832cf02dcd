// An Administrador's reason that authorises a sale on account past the customer's limit or with
// overdue debt, at the counter and when completing a pending sale (kept on the account's movement).
import { FormGroup, InputGroup } from "@blueprintjs/core";
import { useId } from "react";

export function CreditReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormGroup label="Motivo para autorizar fuera del cupo" labelFor={id} labelInfo="(si hace falta)">
      <InputGroup id={id} maxLength={300} value={value} onValueChange={onChange} />
    </FormGroup>
  );
}
