// 'Reportes de Inventario': totals, the stock-level and value rankings, and a CSV of what is shown,
// all from the server's aggregate answer (GET /api/reports/inventory); and every product's stock
// movements ('Movimientos', with its own CSV of what is filtered).
import { Button, Tab, Tabs } from "@blueprintjs/core";
import { Export } from "@blueprintjs/icons";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { ApiError, errorMessage } from "@/lib/api/errors";
import { useInventoryReport } from "../api/use-inventory-report";
import { toCsv } from "@/lib/downloads/csv";
import { REPORT_TAB_TITLES, reportCsvRows, reportFileName, type ReportTab } from "../lib/report-csv";
import { downloadBlob } from "@/lib/downloads/download-file";
import { LowStockList, PerformancePlaceholder, ValueList } from "./report-lists";
import { ReportSummaryCards } from "./report-summary-cards";
import { StockMovementsReport } from "./stock-movements-report";

export function reportErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0)
    return `Error al cargar productos: ${error.status} ${error.message}`;
  return errorMessage(error);
}

const EMPTY_REPORT = {
  summary: { totalProducts: 0, inventoryValue: 0, totalUnits: 0, lowStockCount: 0 },
  lowStock: [],
  byValue: [],
};

export function InventoryReports() {
  const query = useInventoryReport();
  const { data, error } = query;
  const [tab, setTab] = useState<ReportTab | "movements">("stock");
  const report = data ?? EMPTY_REPORT;

  const exportCsv = () => {
    const now = new Date();
    if (tab === "movements") return;
    const csv = toCsv(reportCsvRows({ tab, generatedAt: now, ...report }));
    downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), reportFileName(tab, now));
  };

  return (
    <section className="inv-reports" aria-labelledby="inv-reports-title">
      <div className="inv-reports-head">
        <h2 id="inv-reports-title">Reportes de Inventario</h2>
        {tab === "movements" ? null : (
          <Button icon={<Export />} text="Exportar a CSV" disabled={!data} onClick={exportCsv} />
        )}
      </div>
      <QueryState
        query={query}
        loadingText="Cargando reportes..."
        errorTitle="Error al cargar los datos"
        errorDescription={error ? reportErrorText(error) : undefined}
      >
        <ReportSummaryCards summary={report.summary} />
        <Tabs
          animate={false}
          id="inventory-report-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next as ReportTab | "movements")}
          large
        >
          <Tab
            id="stock"
            title={REPORT_TAB_TITLES.stock}
            panel={<LowStockList entries={report.lowStock} />}
          />
          <Tab id="value" title={REPORT_TAB_TITLES.value} panel={<ValueList entries={report.byValue} />} />
          <Tab id="performance" title={REPORT_TAB_TITLES.performance} panel={<PerformancePlaceholder />} />
          <Tab id="movements" title="Movimientos" panel={<StockMovementsReport />} />
        </Tabs>
      </QueryState>
    </section>
  );
}
