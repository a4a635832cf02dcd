// The lines of a recorded sale or a quote, read only: the product (name over SKU, unit price and any
// note), quantity, discount and subtotal.
import { HTMLTable } from "@blueprintjs/core";
import type { Key, ReactNode } from "react";
import { formatCop } from "@/lib/format";

export interface DocumentLine {
  name: string;
  sku: string;
  unitPrice: number;
  quantity: number;
  discount: number;
  subtotal: number;
}

export interface SaleLinesTableProps<L extends DocumentLine> {
  label: string;
  lines: readonly L[];
  keyOf: (line: L, index: number) => Key;
  /** Added after the unit price, e.g. ' · 1 devueltas'. */
  noteOf?: (line: L) => string;
}

/** The columns' headings, shared with the cart's editable table (which adds its own after them). */
export function SaleLinesHead({ children }: { children?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th scope="col">Producto</th>
        <th scope="col" className="sales-num">
          Cant.
        </th>
        <th scope="col" className="sales-num">
          Desc.
        </th>
        <th scope="col" className="sales-num">
          Subtotal
        </th>
        {children}
      </tr>
    </thead>
  );
}

export function SaleLinesTable<L extends DocumentLine>({
  label,
  lines,
  keyOf,
  noteOf,
}: SaleLinesTableProps<L>) {
  return (
    <HTMLTable compact className="sale-lines" aria-label={label}>
      <SaleLinesHead />
      <tbody>
        {lines.map((line, index) => (
          <tr key={keyOf(line, index)}>
            <td>
              <div>{line.name}</div>
              <div className="sales-muted">
                {line.sku} · {formatCop(line.unitPrice)}
                {noteOf?.(line)}
              </div>
            </td>
            <td className="sales-num">{line.quantity}</td>
            <td className="sales-num">{line.discount}%</td>
            <td className="sales-num">{formatCop(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
