// 'Entrada de efectivo' / 'Salida de efectivo': an amount and its reason, on the open session.
import { Button, Classes, FormGroup, InputGroup } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { RegisterSession } from "@/lib/api/types";
import { useSessionActions } from "../api/use-register";
import { money, MOVEMENT_LABELS, pesosToCents } from "../lib/register-view";

interface MovementDialogProps {
  session: RegisterSession;
  kind: "in" | "out" | null;
  onClose: () => void;
}

export function MovementDialog({ session, kind, onClose }: MovementDialogProps) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [saving, setSaving] = useState(false);
  const { move } = useSessionActions();
  const cents = pesosToCents(amount);
  const submit = async () => {
    if (kind === null || cents === null || cents <= 0) return;
    setSaving(true);
    try {
      await move(session.id, kind, cents, reason);
      toast.success(`${MOVEMENT_LABELS[kind]}: ${money(cents)}`);
      setAmount("");
      setReason("");
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog isOpen={kind !== null} onClose={onClose} title={kind ? MOVEMENT_LABELS[kind] : ""}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label="Monto" labelFor={`${id}-amount`}>
            <InputGroup
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onValueChange={setAmount}
              leftElement={<span className="reg-currency">$</span>}
            />
          </FormGroup>
          <FormGroup label="Motivo" labelFor={`${id}-reason`}>
            <InputGroup id={`${id}-reason`} value={reason} onValueChange={setReason} maxLength={200} />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button
              type="submit"
              intent="primary"
              loading={saving}
              disabled={cents === null || cents <= 0 || reason.trim() === ""}
            >
              Registrar
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
