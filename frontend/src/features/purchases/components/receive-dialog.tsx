// 'Recibir mercancía': against an order (its lines start at what is still due; a short delivery is
// typed lower, or 'Contar desde cero' and each part added or scanned counts one) or without one (a supplier,
// optional, and the parts scanned or searched). More than
// the order owes is refused by the server until the clerk confirms it here. Works at phone width: a
// clerk at the back door scanning boxes.
import { Button, Callout, Checkbox, Classes, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { ApiError, errorMessage } from "@/lib/api/errors";
import type { PurchaseOrder, Supplier } from "@/lib/api/types";
import {
  addPart,
  countedFromZero,
  lineInputs,
  overDue,
  receiptLinesOf,
  type DraftLine,
} from "../lib/order-lines";
import { usePurchaseActions } from "../api/use-purchases";
import { LineTable } from "./line-table";
import { PartSearch } from "./part-search";

export interface ReceiveDialogProps {
  /** The order received against; null for goods that arrive without one. */
  order: PurchaseOrder | null;
  suppliers: readonly Supplier[];
  onClose: () => void;
}

export function ReceiveDialog({ order, suppliers, onClose }: ReceiveDialogProps) {
  const id = useId();
  const [lines, setLines] = useState<DraftLine[]>(() => (order ? receiptLinesOf(order) : []));
  const [supplierId, setSupplierId] = useState("");
  const [note, setNote] = useState("");
  const [overMessage, setOverMessage] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [saving, setSaving] = useState(false);
  const { receive } = usePurchaseActions();
  const over = order ? overDue(lines) : [];

  async function confirm() {
    setSaving(true);
    try {
      const receipt = await receive({
        orderId: order?.id ?? null,
        supplierId: order || !supplierId ? null : Number(supplierId),
        note: note || null,
        confirmOverReceipt: confirmed,
        lines: lineInputs(lines),
      });
      void toast.success("Mercancía recibida", `Recepción ${receipt.number} registrada.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && over.length > 0) setOverMessage(error.message);
      else void toast.error("Error", errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={order ? `Recibir mercancía · ${order.number}` : "Recibir mercancía"}
      className="pur-dialog pur-receive"
    >
      <div className={Classes.DIALOG_BODY}>
        {order ? (
          <p className="pur-receive-supplier">Proveedor: {order.supplier.name}</p>
        ) : (
          <FormGroup label="Proveedor" labelFor={`${id}-supplier`}>
            <HTMLSelect
              id={`${id}-supplier`}
              fill
              value={supplierId}
              onChange={(event) => setSupplierId(event.currentTarget.value)}
              options={[
                { value: "", label: "Sin proveedor" },
                ...suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
              ]}
            />
          </FormGroup>
        )}
        <PartSearch onPick={(product) => setLines((current) => addPart(current, product))} />
        {order ? (
          <Button
            className="pur-count-from-zero"
            size="small"
            variant="outlined"
            text="Contar desde cero"
            title="Todas las cantidades a 0, para contar lo que llegó"
            onClick={() => setLines((current) => countedFromZero(current))}
          />
        ) : null}
        <LineTable lines={lines} onChange={setLines} showDue={order !== null} />
        {over.length > 0 ? (
          <Callout intent="warning" compact className="pur-over">
            <p>
              {overMessage ??
                "Se recibe más de lo pedido en: " + over.map((line) => line.name).join(", ") + "."}
            </p>
            <Checkbox
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              label="Confirmo que se recibe más de lo pedido"
            />
          </Callout>
        ) : null}
        <FormGroup label="Nota" labelFor={`${id}-note`}>
          <InputGroup
            id={`${id}-note`}
            value={note}
            placeholder="Factura o guía de despacho"
            onValueChange={setNote}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" variant="outlined" onClick={onClose} />
          <Button
            intent="primary"
            text="Confirmar recepción"
            loading={saving}
            disabled={lineInputs(lines).length === 0}
            onClick={() => void confirm()}
          />
        </div>
      </div>
    </AppDialog>
  );
}
