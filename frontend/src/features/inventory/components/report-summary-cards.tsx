// The four summary cards of the inventory reports; amounts in COP without decimals.
import { Card } from "@blueprintjs/core";
import { Box, Dollar, Layers, WarningSign } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { formatCop, formatWholeNumber } from "@/lib/format";
import type { InventorySummary } from "../lib/inventory-report";

function SummaryCard({
  title,
  value,
  icon,
  danger,
}: {
  title: string;
  value: string;
  icon: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={`inv-summary-card${danger ? " inv-summary-card-danger" : ""}`} compact>
      <span className="inv-summary-icon" aria-hidden>
        {icon}
      </span>
      <div>
        <div className="inv-summary-title">{title}</div>
        <div className="inv-summary-value">{value}</div>
      </div>
    </Card>
  );
}

export function ReportSummaryCards({ summary }: { summary: InventorySummary }) {
  return (
    <div className="inv-summary">
      <SummaryCard
        title="Total de productos"
        value={formatWholeNumber(summary.totalProducts)}
        icon={<Box size={20} />}
      />
      <SummaryCard
        title="Valor del inventario"
        value={formatCop(summary.inventoryValue)}
        icon={<Dollar size={20} />}
      />
      <SummaryCard
        title="Total de unidades"
        value={formatWholeNumber(summary.totalUnits)}
        icon={<Layers size={20} />}
      />
      <SummaryCard
        title="Productos con stock bajo"
        value={formatWholeNumber(summary.lowStockCount)}
        icon={<WarningSign size={20} />}
        danger={summary.lowStockCount > 0}
      />
    </div>
  );
}
