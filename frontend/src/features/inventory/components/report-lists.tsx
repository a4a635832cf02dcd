// The lists of the report tabs: top 5 low stock, top 5 by inventory value, and the sales placeholder.
import { Button, HTMLTable, NonIdealState, Tag } from "@blueprintjs/core";
import { ArrowRight, TimelineLineChart } from "@blueprintjs/icons";
import { useNavigate } from "react-router-dom";
import { formatCop, formatPercent } from "../../../lib/format";
import type { LowStockEntry, ValueEntry } from "../lib/inventory-report";
import type { ReportStockStatus } from "../lib/stock-status";

const STATUS_INTENT: Record<ReportStockStatus, "danger" | "warning"> = {
  "Sin stock": "danger",
  Crítico: "danger",
  Bajo: "warning",
};

export function LowStockList({ entries }: { entries: LowStockEntry[] }) {
  if (entries.length === 0) {
    return (
      <NonIdealState
        title="Sin productos con stock bajo"
        description="Todos los productos están sobre su mínimo."
      />
    );
  }
  return (
    <HTMLTable className="inv-report-table" striped compact>
      <caption>Top 5 productos con stock bajo</caption>
      <thead>
        <tr>
          <th>Producto</th>
          <th className="inv-report-sku-col">SKU</th>
          <th>Stock</th>
          <th>Mínimo</th>
          <th>Estado</th>
          <th>% del inventario</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.product.id}>
            <td>
              {e.product.name}
              <span className="inv-sku inv-report-sku-inline">{e.product.sku}</span>
            </td>
            <td className="inv-sku inv-report-sku-col">{e.product.sku}</td>
            <td>{e.product.stock}</td>
            <td>{e.minimum}</td>
            <td>
              <Tag intent={STATUS_INTENT[e.status]} minimal={e.status === "Bajo"}>
                {e.status}
              </Tag>
            </td>
            <td>{formatPercent(e.share, 1)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function ValueList({ entries }: { entries: ValueEntry[] }) {
  if (entries.length === 0) {
    return <NonIdealState title="Sin productos" description="No hay productos en el inventario." />;
  }
  return (
    <HTMLTable className="inv-report-table" striped compact>
      <caption>Top 5 productos por valor de inventario</caption>
      <thead>
        <tr>
          <th>Producto</th>
          <th className="inv-report-sku-col">SKU</th>
          <th>Stock</th>
          <th>Valor</th>
          <th>% del inventario</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.product.id}>
            <td>
              {e.product.name}
              <span className="inv-sku inv-report-sku-inline">{e.product.sku}</span>
            </td>
            <td className="inv-sku inv-report-sku-col">{e.product.sku}</td>
            <td>{e.product.stock}</td>
            <td>{formatCop(e.value)}</td>
            <td>{formatPercent(e.share, 1)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
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
