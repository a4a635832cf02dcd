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
}

export function SalesList({ sales, emptyTitle, emptyDescription }: SalesListProps) {
  const phone = useLayoutMode() === "phone";
  return (
    <AsyncState
      loading={false}
      empty={sales.length === 0}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    >
      {phone ? <SaleCards sales={sales} /> : <SaleTable sales={sales} />}
    </AsyncState>
  );
}

function SaleTable({ sales }: { sales: readonly Sale[] }) {
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
              <td className="sales-id">{saleNumber(sale.id)}</td>
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

function SaleCards({ sales }: { sales: readonly Sale[] }) {
  return (
    <ul className="sales-cards" aria-label="Ventas">
      {sales.map((sale) => (
        <li key={sale.id} className="sales-card">
          <div className="sales-card-top">
            <strong className="sales-id">{saleNumber(sale.id)}</strong>
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
