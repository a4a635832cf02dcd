// How a pending sale's 'Completar Venta' is paid: by its own method, or with 'Modo mostrador' on by
// the counter's 'Pago dividido'; on account, an Administrador's reason past the limit or with
// overdue debt. What the request sends, or null (with the refusal toasted) before anything is sent.
import { useState } from "react";
import { toCents } from "@rules/sale-money";
import { CREDIT_LABELS } from "@rules/credit-messages";
import { toast } from "@/components/toaster";
import type { Sale, SalePaymentInput, ShopSettings } from "@/lib/api/types";
import type { CompletionTerms } from "../api/counter-sales";
import { COUNTER_METHOD_OPTIONS, creditRefusalBeforeSending, onAccount } from "../lib/credit-payment";
import { paymentInputs, type SplitRow } from "../lib/split-payments";
import type { SplitPaymentState } from "./split-payment-fields";

export interface CompletionRequest {
  query: CompletionTerms;
  /** The split payment's rows; undefined pays the whole total by one method. */
  payments?: SalePaymentInput[];
}

export function usePendingCompletion(sale: Sale, shop: ShopSettings, isAdmin: boolean) {
  const [creditReason, setCreditReason] = useState("");
  // null: completed by its own method (or the one chosen for today's terms).
  const [split, setSplit] = useState<SplitRow[] | null>(null);
  const pending = sale.status === "pending";
  const methods = COUNTER_METHOD_OPTIONS.filter((option) => shop.paymentMethods.includes(option.value));
  const splitState: SplitPaymentState | null =
    pending && shop.counterMode
      ? {
          split,
          setSplit,
          methods,
          payment: methods.find((option) => option.value === sale.paymentMethod)?.value,
          totalCents: toCents(sale.total),
        }
      : null;
  const askCreditReason = isAdmin && pending && onAccount(sale.paymentMethod, split);

  const request = (terms: CompletionTerms): CompletionRequest | null => {
    const payments = split ? paymentInputs(split) : null;
    if (split && !payments) {
      void toast.error("Pago dividido incompleto", "Indique el monto de cada pago");
      return null;
    }
    const refusal = creditRefusalBeforeSending(onAccount(sale.paymentMethod, split), sale.customerId);
    if (refusal) {
      void toast.error(CREDIT_LABELS.creditSale, refusal);
      return null;
    }
    // The payments name their methods: a method chosen for today's terms is not sent beside them.
    const { paymentMethod, ...rest } = terms;
    const reason = askCreditReason ? creditReason.trim() : "";
    return {
      query: {
        ...rest,
        ...(payments || !paymentMethod ? {} : { paymentMethod }),
        ...(reason ? { creditReason: reason } : {}),
      },
      ...(payments ? { payments } : {}),
    };
  };

  return {
    splitState,
    askCreditReason,
    creditReason,
    setCreditReason,
    request,
    reset: () => setSplit(null),
  };
}
