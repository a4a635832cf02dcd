// A sale's or a quote's totals: subtotal, IVA at its rate and the total, then any rows of its own
// (returned, to the customer's account).
import type { ReactNode } from "react";
import { formatCop } from "@/lib/format";

export interface SaleAmounts {
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
}

export interface SaleTotalsProps {
  amounts: SaleAmounts;
  /** The counter says 'Total a pagar'. */
  totalLabel?: string;
  label?: string;
  children?: ReactNode;
}

export function SaleTotals({ amounts, totalLabel = "Total", label, children }: SaleTotalsProps) {
  return (
    <dl className="sales-totals" aria-label={label}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCop(amounts.subtotal)}</dd>
      </div>
      <div>
        <dt>IVA ({amounts.taxRate}%)</dt>
        <dd>{formatCop(amounts.tax)}</dd>
      </div>
      <div className="sales-totals-total">
        <dt>{totalLabel}</dt>
        <dd>{formatCop(amounts.total)}</dd>
      </div>
      {children}
    </dl>
  );
}
