// Under 'Modo mostrador' a change of the stock field in the product dialog is an adjustment: the
// dialog asks its reason (the reasons of 'Ajustar stock') and the save sends it, so the ledger
// records an 'adjustment' with that reason, not a 'manual_edit'. With the mode off nothing is asked
// and nothing is sent: the dialog is the specification's.
import { useState } from "react";
import { ADJUSTMENT_MESSAGES, adjustmentReasonText } from "@rules/stock-adjustment";
import type { AdjustmentReason } from "@rules/stock-movement-kinds";
import { optionalText } from "@rules/text";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";

export interface StockAdjustmentBody {
  reason: AdjustmentReason;
  note: string | null;
}

/** `baseStock`: the stock the dialog read; `typed`: the stock field's text; `active`: a stored product. */
export function useStockReason(baseStock: number, typed: string, active: boolean) {
  const counterMode = useShopSettings().data?.counterMode === true;
  const [reason, setReason] = useState<AdjustmentReason>("Conteo físico");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const stock = typed.trim() === "" ? null : Number(typed);
  const asked = active && counterMode && stock !== null && Number.isInteger(stock) && stock !== baseStock;
  return {
    asked,
    reason,
    note,
    problem,
    helperText: asked ? `Stock: ${baseStock} → ${stock}` : undefined,
    changeReason(next: AdjustmentReason) {
      setReason(next);
      setProblem(null);
    },
    changeNote(next: string) {
      setNote(next);
      setProblem(null);
    },
    /** What the save sends: undefined when nothing is asked, null (and a problem shown) when incomplete. */
    body(): StockAdjustmentBody | undefined | null {
      if (!asked) return undefined;
      if (adjustmentReasonText(reason, note) === null) {
        setProblem(ADJUSTMENT_MESSAGES.noteRequired);
        return null;
      }
      return { reason, note: optionalText(note) };
    },
  };
}
