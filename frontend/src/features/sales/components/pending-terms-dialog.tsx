// 'Completar Venta' of a pending sale whose terms changed since it was saved: the differences
// (part, before → after) and, when its payment method is no longer accepted, the one to use; the
// sale completes at today's terms only once the clerk confirms.
import { Alert, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useState } from "react";
import type { PaymentMethod } from "@/lib/api/types";
import type { ChangedTerms } from "../lib/pending-terms";
import { COUNTER_METHOD_OPTIONS } from "../lib/credit-payment";

export interface PendingTermsDialogProps {
  terms: ChangedTerms | null;
  /** The payment methods the shop accepts today. */
  accepted: readonly PaymentMethod[];
  busy: boolean;
  onConfirm: (paymentMethod?: PaymentMethod) => void;
  onCancel: () => void;
}

export function PendingTermsDialog({ terms, accepted, busy, onConfirm, onCancel }: PendingTermsDialogProps) {
  const options = COUNTER_METHOD_OPTIONS.filter((option) => accepted.includes(option.value));
  const [payment, setPayment] = useState<PaymentMethod | undefined>(undefined);
  const chosen = payment ?? options[0]?.value;
  return (
    <Alert
      isOpen={terms !== null}
      intent="warning"
      icon="warning-sign"
      cancelButtonText="Cancelar"
      confirmButtonText="Completar con las condiciones de hoy"
      loading={busy}
      onCancel={onCancel}
      onConfirm={() => onConfirm(terms?.needsPayment ? chosen : undefined)}
      className="pending-terms-dialog"
    >
      <p>{terms?.message}</p>
      <ul aria-label="Diferencias" className="pending-terms-list">
        {terms?.differences.map((difference) => (
          <li key={difference.part}>
            <strong>{difference.part}:</strong> {difference.before} → {difference.after}
          </li>
        ))}
      </ul>
      {terms?.needsPayment ? (
        <FormGroup label="Forma de pago" labelFor="pending-terms-payment">
          <HTMLSelect
            id="pending-terms-payment"
            value={chosen}
            onChange={(event) => setPayment(event.currentTarget.value as PaymentMethod)}
            options={options.map(({ value, label }) => ({ value, label }))}
            fill
          />
        </FormGroup>
      ) : null}
    </Alert>
  );
}
