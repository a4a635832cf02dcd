// The rows of the sales list: a table on a desktop, one card per sale on a phone.
import { HTMLTable } from "@blueprintjs/core";
import { AsyncState } from "@/components/async-state";
import { formatCop } from "@/lib/format";
import { useLayoutMode } from "@/lib/layout-mode";
import { GENERAL_CUSTOMER, PAYMENT_METHOD_SHORT } from "../lib/sale-rules";
import { formatSaleDate, saleNumber } from "../lib/sale-display";
import type { Sale } from "../lib/sale-types";
import { SaleStatusTag } from "./sale-status-tag";

export interface SalesListProps {
  sales: readonly Sale[];
  emptyTitle: string;
  emptyDescription?: string;
  /** Recorded sales open their details from the number. */
  onOpen?: (id: number) => void;
}

function SaleNumber({ id, onOpen }: { id: number; onOpen?: (id: number) => void }) {
  if (!onOpen) return <>{saleNumber(id)}</>;
  return (
    <button
      type="button"
      className="sales-open"
      aria-label={`Ver venta ${saleNumber(id)}`}
      onClick={() => onOpen(id)}
    >
      {saleNumber(id)}
    </button>
  );
}

export function SalesList({ sales, emptyTitle, emptyDescription, onOpen }: SalesListProps) {
  const phone = useLayoutMode() === "phone";
  return (
    <AsyncState
      loading={false}
      empty={sales.length === 0}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    >
      {phone ? <SaleCards sales={sales} onOpen={onOpen} /> : <SaleTable sales={sales} onOpen={onOpen} />}
    </AsyncState>
  );
}

function SaleTable({ sales, onOpen }: { sales: readonly Sale[]; onOpen?: (id: number) => void }) {
  return (
    <div className="sales-table-wrap">
      <HTMLTable className="sales-table" striped interactive={false} aria-label="Ventas">
        <thead>
          <tr>
            <th scope="col">Número</th>
            <th scope="col">Fecha</th>
            <th scope="col">Cliente</th>
            <th scope="col" className="sales-num">
              Total
            </th>
            <th scope="col" className="sales-num">
              Artículos
            </th>
            <th scope="col">Método de pago</th>
            <th scope="col">Estado</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.id}>
              <td className="sales-id">
                <SaleNumber id={sale.id} onOpen={onOpen} />
              </td>
              <td>{formatSaleDate(sale.date)}</td>
              <td>{sale.customerName ?? GENERAL_CUSTOMER}</td>
              <td className="sales-num">{formatCop(sale.total)}</td>
              <td className="sales-num">{sale.items}</td>
              <td>{PAYMENT_METHOD_SHORT[sale.paymentMethod]}</td>
              <td>
                <SaleStatusTag status={sale.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function SaleCards({ sales, onOpen }: { sales: readonly Sale[]; onOpen?: (id: number) => void }) {
  return (
    <ul className="sales-cards" aria-label="Ventas">
      {sales.map((sale) => (
        <li key={sale.id} className="sales-card">
          <div className="sales-card-top">
            <strong className="sales-id">
              <SaleNumber id={sale.id} onOpen={onOpen} />
            </strong>
            <SaleStatusTag status={sale.status} />
          </div>
          <div>{sale.customerName ?? GENERAL_CUSTOMER}</div>
          <div className="sales-muted">{formatSaleDate(sale.date)}</div>
          <div className="sales-card-bottom">
            <span>
              {sale.items} {sale.items === 1 ? "artículo" : "artículos"} ·{" "}
              {PAYMENT_METHOD_SHORT[sale.paymentMethod]}
            </span>
            <strong>{formatCop(sale.total)}</strong>
          </div>
        </li>
      ))}
    </ul>
  );
}
