// 'Ajustar stock' (Administrador): a counted quantity or units to add or remove, with a reason from
// the list ('Otro' needs a text). The same rule as the server (rules/stock-adjustment.ts) speaks
// before sending; the server's refusal, if any, is shown as it comes.
import { optionalText } from "@rules/text";
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
} from "@blueprintjs/core";
import { useState } from "react";
import type { AdjustmentReason } from "@rules/stock-movement-kinds";
import { planAdjustment } from "@rules/stock-adjustment";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";
import { useAdjustStock } from "../api/use-adjust-stock";
import { AdjustmentReasonFields } from "./adjustment-reason-fields";

type Mode = "count" | "delta";

export interface AdjustStockDialogProps {
  product: Product | null;
  onClose: () => void;
}

export function AdjustStockDialog({ product, onClose }: AdjustStockDialogProps) {
  return (
    <AppDialog
      isOpen={product !== null}
      onClose={onClose}
      title="Ajustar stock"
      className="inv-adjust-dialog"
    >
      {product ? <AdjustStockForm key={product.id} product={product} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function AdjustStockForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const adjust = useAdjustStock();
  const [mode, setMode] = useState<Mode>("count");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState<AdjustmentReason>("Conteo físico");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const value = amount.trim() === "" ? null : Number(amount);
  const request = {
    ...(mode === "count" ? { countedQuantity: value } : { quantity: value }),
    reason,
    note: optionalText(note),
  };
  const plan = value === null || !Number.isInteger(value) ? null : planAdjustment(product.stock, request);

  const submit = async () => {
    if (!plan) return setProblem("Indica una cantidad entera");
    if (!plan.ok) return setProblem(plan.message);
    setSaving(true);
    try {
      const body =
        mode === "count"
          ? { countedQuantity: value!, reason, note: request.note }
          : { quantity: value!, reason, note: request.note };
      const movement = await adjust(product.id, body);
      void toast.success("Stock ajustado", `El stock de ${product.name} ahora es ${movement.stockAfter}`);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        <p>
          {product.name}: stock actual <strong>{product.stock}</strong>
        </p>
        <RadioGroup
          label="Tipo de ajuste"
          selectedValue={mode}
          onChange={(event) => setMode(event.currentTarget.value as Mode)}
          inline
        >
          <Radio label="Cantidad contada" value="count" />
          <Radio label="Sumar o restar" value="delta" />
        </RadioGroup>
        <FormGroup
          label={mode === "count" ? "Unidades contadas" : "Unidades a sumar (negativo para restar)"}
          labelFor="adjust-amount"
          labelInfo="(requerido)"
          helperText={plan?.ok ? `Stock resultante: ${plan.stockAfter}` : undefined}
        >
          <InputGroup
            id="adjust-amount"
            type="number"
            step="1"
            value={amount}
            onValueChange={(text) => {
              setAmount(text);
              setProblem(null);
            }}
          />
        </FormGroup>
        <AdjustmentReasonFields
          idPrefix="adjust"
          reason={reason}
          note={note}
          onReasonChange={(next) => {
            setReason(next);
            setProblem(null);
          }}
          onNoteChange={setNote}
        />
        {problem ? (
          <Callout intent="danger" role="alert">
            {problem}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button type="submit" intent="primary" text="Guardar ajuste" loading={saving} />
          </>
        }
      />
    </form>
  );
}
