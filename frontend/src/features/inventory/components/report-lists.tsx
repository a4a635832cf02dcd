// The lists of the report tabs: top 5 low stock, top 5 by inventory value, and the sales placeholder.
import { Button, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { ArrowRight, TimelineLineChart } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { AsyncState } from "@/components/async-state";
import { formatCop, formatPercent } from "@/lib/format";
import type { LowStockEntry, ValueEntry } from "../lib/inventory-report";
import type { ReportStockStatus } from "../lib/stock-status";

const STATUS_INTENT: Record<ReportStockStatus, "danger" | "warning"> = {
  "Sin stock": "danger",
  Crítico: "danger",
  Bajo: "warning",
};

interface ReportEntry {
  product: { id: number; name: string; sku: string; stock: number };
  /** Percentage of the inventory, one decimal. */
  share: number;
}

interface ReportColumn<E> {
  header: string;
  cell: (entry: E) => ReactNode;
}

/** A top-5 table: product (SKU under the name on a phone), SKU, stock, the report's own columns, share. */
function ReportTable<E extends ReportEntry>(props: {
  caption: string;
  entries: E[];
  columns: ReportColumn<E>[];
  emptyTitle: string;
  emptyDescription: string;
}) {
  const { caption, entries, columns } = props;
  return (
    <AsyncState
      loading={false}
      empty={entries.length === 0}
      emptyTitle={props.emptyTitle}
      emptyDescription={props.emptyDescription}
    >
      <HTMLTable className="inv-report-table" striped compact>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th>Producto</th>
            <th className="inv-report-sku-col">SKU</th>
            <th>Stock</th>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
            <th>% del inventario</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.product.id}>
              <td>
                {entry.product.name}
                <span className="inv-sku inv-report-sku-inline">{entry.product.sku}</span>
              </td>
              <td className="inv-sku inv-report-sku-col">{entry.product.sku}</td>
              <td>{entry.product.stock}</td>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(entry)}</td>
              ))}
              <td>{formatPercent(entry.share, 1)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </AsyncState>
  );
}

const LOW_STOCK_COLUMNS: ReportColumn<LowStockEntry>[] = [
  { header: "Mínimo", cell: (e) => e.minimum },
  {
    header: "Estado",
    cell: (e) => (
      <Badge intent={STATUS_INTENT[e.status]} minimal={e.status === "Bajo"}>
        {e.status}
      </Badge>
    ),
  },
];

const VALUE_COLUMNS: ReportColumn<ValueEntry>[] = [{ header: "Valor", cell: (e) => formatCop(e.value) }];

export function LowStockList({ entries }: { entries: LowStockEntry[] }) {
  return (
    <ReportTable
      caption="Top 5 productos con stock bajo"
      entries={entries}
      columns={LOW_STOCK_COLUMNS}
      emptyTitle="Sin productos con stock bajo"
      emptyDescription="Todos los productos están sobre su mínimo."
    />
  );
}

export function ValueList({ entries }: { entries: ValueEntry[] }) {
  return (
    <ReportTable
      caption="Top 5 productos por valor de inventario"
      entries={entries}
      columns={VALUE_COLUMNS}
      emptyTitle="Sin productos"
      emptyDescription="No hay productos en el inventario."
    />
  );
}

export function PerformancePlaceholder() {
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon={<TimelineLineChart size={48} />}
      title="Aún no hay datos de desempeño"
      description="Registra ventas para ver el desempeño de tus productos."
      action={
        <Button
          intent="primary"
          endIcon={<ArrowRight />}
          text="Ir a Ventas"
          onClick={() => navigate("/sales")}
        />
      }
    />
  );
}
