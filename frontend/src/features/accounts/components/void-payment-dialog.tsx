// An Administrador voids a payment with a reason: a movement of its own; the payment stays listed.
import { Button, Classes, FormGroup, InputGroup } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { useAccountActions } from "../api/use-accounts";

export function VoidPaymentDialog({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [saving, setSaving] = useState(false);
  const { voidPayment } = useAccountActions();
  const submit = async () => {
    if (paymentId === null) return;
    setSaving(true);
    try {
      await voidPayment(paymentId, reason);
      toast.success(`Abono #${paymentId} anulado`);
      setReason("");
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog isOpen={paymentId !== null} onClose={onClose} title="Anular abono">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label="Motivo de la anulación" labelFor={`${id}-reason`}>
            <InputGroup id={`${id}-reason`} maxLength={300} value={reason} onValueChange={setReason} />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" intent="danger" loading={saving}>
              Anular abono
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
