// 'Reportes' with 'Modo mostrador' on: the same four tabs over the recorded sales for the period
// switch's range and the filters. Loaded only when the mode is on (reports-page.tsx), so the
// specification's screen downloads none of it.
import { Tab, Tabs } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { useSalesReport } from "../api/use-real-reports";
import type { ReportPeriod } from "../lib/report-period";
import { defaultGroupBy, salesReportQuery, type ReportFilters } from "../lib/real-report-query";
import type { SalesReport } from "../lib/report-tables";
import { RealFinancialTab } from "./real-financial-tab";
import { RealInventoryTab } from "./real-inventory-tab";
import { RealSalesTab } from "./real-sales-tab";
import { RealUsersTab } from "./real-users-tab";
import { ReportFiltersBar } from "./report-filters";

export type RealReportTab = "sales" | "inventory" | "users" | "financial";

export interface RealReportsProps {
  tab: RealReportTab;
  onTab: (tab: RealReportTab) => void;
  period: ReportPeriod;
  today: Date;
}

export function RealReports({ tab, onTab, period, today }: RealReportsProps) {
  const [filters, setFilters] = useState<ReportFilters>({});
  const [groupBy, setGroupBy] = useState(() => defaultGroupBy(period));
  useEffect(() => setGroupBy(defaultGroupBy(period)), [period]);
  const query = salesReportQuery(period, today, groupBy, filters);
  const sales = useSalesReport(query);
  const withSales = (render: (report: SalesReport) => React.ReactNode) => (
    <AsyncState
      loading={sales.isLoading}
      loadingText="Cargando reportes..."
      error={sales.error}
      errorTitle="Error al cargar los reportes"
      onRetry={() => void sales.mutate()}
      empty={
        sales.data !== undefined && sales.data.totals.salesCount === 0 && sales.data.totals.returnsCount === 0
      }
      emptyTitle="Sin ventas en este periodo"
      emptyDescription="No hay ventas ni devoluciones registradas con estos filtros."
      titleLevel={3}
    >
      {sales.data ? render(sales.data) : null}
    </AsyncState>
  );

  return (
    <>
      <ReportFiltersBar filters={filters} onFilters={setFilters} groupBy={groupBy} onGroupBy={setGroupBy} />
      <Tabs
        animate={false}
        id="report-tabs"
        className="report-tabs"
        selectedTabId={tab}
        onChange={(next) => onTab(next as RealReportTab)}
        renderActiveTabPanelOnly
        size="large"
      >
        <Tab
          id="sales"
          title="Ventas"
          panel={
            <>
              {withSales((r) => (
                <RealSalesTab report={r} />
              ))}
            </>
          }
        />
        <Tab id="inventory" title="Inventario" panel={<RealInventoryTab />} />
        <Tab id="users" title="Usuarios" panel={<RealUsersTab from={query.from} to={query.to} />} />
        <Tab
          id="financial"
          title="Financiero"
          panel={
            <>
              {withSales((r) => (
                <RealFinancialTab report={r} />
              ))}
            </>
          }
        />
      </Tabs>
    </>
  );
}
