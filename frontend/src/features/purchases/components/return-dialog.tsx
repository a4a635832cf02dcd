// 'Devolver al proveedor': units of a receipt go back to its supplier. The clerk types how many of
// each part; the server lowers the stock and refuses in Spanish when a part is short of stock or
// above what the receipt brought in, and the refusal stays in the dialog so the clerk can correct it.
import { Button, Callout, Classes, FormGroup, InputGroup } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { PurchaseReceipt } from "@/lib/api/types";
import { usePurchaseActions } from "../api/use-purchases";
import { returnLineInputs } from "../lib/return-lines";

export interface ReturnDialogProps {
  receipt: PurchaseReceipt;
  onClose: () => void;
}

export function ReturnDialog({ receipt, onClose }: ReturnDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [note, setNote] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { returnToSupplier } = usePurchaseActions();
  const lines = returnLineInputs(typed);
  const parts = receipt.lines.filter((line) => line.productId !== null);

  async function confirm() {
    setSaving(true);
    setRefusal(null);
    try {
      const done = await returnToSupplier({ receiptId: receipt.id, note: note || null, lines });
      void toast.success("Devolución registrada", `Devolución ${done.number} registrada.`);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={`Devolver al proveedor · ${receipt.number}`}
      className="pur-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        <p className="pur-receive-supplier">Proveedor: {receipt.supplier?.name ?? "Sin proveedor"}</p>
        <ul className="pur-lines" aria-label="Unidades a devolver">
          {parts.map((line) => (
            <li key={line.productId} className="pur-line">
              <div className="pur-line-name">
                <strong>{line.name}</strong> <small>{line.sku}</small>
                <span className="pur-line-due">Recibido: {line.quantity}</span>
              </div>
              <label className="pur-line-field">
                <span>A devolver</span>
                <InputGroup
                  type="number"
                  min={0}
                  max={line.quantity}
                  value={typed[line.productId!] ?? ""}
                  aria-label={`Unidades a devolver de ${line.name}`}
                  onValueChange={(text) => setTyped((current) => ({ ...current, [line.productId!]: text }))}
                />
              </label>
            </li>
          ))}
        </ul>
        {refusal ? (
          <Callout intent="danger" compact className="pur-over">
            {refusal}
          </Callout>
        ) : null}
        <FormGroup label="Motivo" labelFor={`${id}-note`}>
          <InputGroup
            id={`${id}-note`}
            value={note}
            placeholder="Piezas dañadas, pedido equivocado…"
            onValueChange={setNote}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" variant="outlined" onClick={onClose} />
          <Button
            intent="primary"
            text="Confirmar devolución"
            loading={saving}
            disabled={lines.length === 0}
            onClick={() => void confirm()}
          />
        </div>
      </div>
    </AppDialog>
  );
}
