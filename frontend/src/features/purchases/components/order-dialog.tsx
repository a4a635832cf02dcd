// 'Nueva orden de compra' / 'Editar orden': the supplier, the expected date, notes and the lines (by
// search or scan; each part's cost price pre-filled and editable), with the totals the server will
// compute (IVA at the shop's rate). Saved as 'Borrador'.
import { Button, Classes, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { PurchaseOrder, Supplier } from "@/lib/api/types";
import { formatCopCents } from "@/lib/format";
import { addPart, lineInputs, linesOfOrder, previewTotals, type DraftLine } from "../lib/order-lines";
import { usePurchaseActions } from "../api/use-purchases";
import { LineTable } from "./line-table";
import { PartSearch } from "./part-search";

export interface OrderDialogProps {
  /** The draft being edited; null for a new order. */
  order: PurchaseOrder | null;
  suppliers: readonly Supplier[];
  taxRate: number;
  onClose: () => void;
}

export function OrderDialog({ order, suppliers, taxRate, onClose }: OrderDialogProps) {
  const id = useId();
  const choices = suppliers.filter(
    (supplier) => supplier.status === "active" || supplier.id === order?.supplier.id,
  );
  const [supplierId, setSupplierId] = useState(String(order?.supplier.id ?? choices[0]?.id ?? ""));
  const [expectedDate, setExpectedDate] = useState(order?.expectedDate ?? "");
  const [notes, setNotes] = useState(order?.notes ?? "");
  const [lines, setLines] = useState<DraftLine[]>(() => (order ? linesOfOrder(order) : []));
  const [saving, setSaving] = useState(false);
  const { saveOrder } = usePurchaseActions();
  const totals = previewTotals(lines, order?.taxRate ?? taxRate);

  async function save() {
    if (!supplierId) return void toast.error("Error", "Elija un proveedor");
    setSaving(true);
    try {
      const saved = await saveOrder(
        {
          supplierId: Number(supplierId),
          expectedDate: expectedDate || null,
          notes: notes || null,
          lines: lineInputs(lines),
        },
        order?.id ?? null,
      );
      void toast.success(
        order ? "Orden actualizada" : "Orden creada",
        `Orden ${saved.number} guardada como borrador.`,
      );
      onClose();
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={order ? `Editar orden ${order.number}` : "Nueva orden de compra"}
      className="pur-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        <div className="pur-form-row">
          <FormGroup label="Proveedor" labelFor={`${id}-supplier`} labelInfo="*">
            <HTMLSelect
              id={`${id}-supplier`}
              fill
              value={supplierId}
              onChange={(event) => setSupplierId(event.currentTarget.value)}
              options={
                choices.length === 0
                  ? [{ value: "", label: "No hay proveedores activos" }]
                  : choices.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))
              }
            />
          </FormGroup>
          <FormGroup label="Fecha esperada" labelFor={`${id}-date`}>
            <InputGroup id={`${id}-date`} type="date" value={expectedDate} onValueChange={setExpectedDate} />
          </FormGroup>
        </div>
        <PartSearch onPick={(product) => setLines((current) => addPart(current, product))} />
        <LineTable lines={lines} onChange={setLines} />
        <FormGroup label="Notas" labelFor={`${id}-notes`}>
          <TextArea
            id={`${id}-notes`}
            fill
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </FormGroup>
        <dl className="pur-totals">
          <dt>Subtotal</dt>
          <dd>{formatCopCents(totals.subtotal)}</dd>
          <dt>IVA ({order?.taxRate ?? taxRate} %)</dt>
          <dd>{formatCopCents(totals.tax)}</dd>
          <dt>Total</dt>
          <dd>{formatCopCents(totals.total)}</dd>
        </dl>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" variant="outlined" onClick={onClose} />
          <Button intent="primary" text="Guardar borrador" loading={saving} onClick={() => void save()} />
        </div>
      </div>
    </AppDialog>
  );
}
