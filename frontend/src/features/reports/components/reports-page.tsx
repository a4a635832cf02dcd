// 'Reportes': four tabs of charts over fixed sample data, a period switch that only
// changes the range label, and the inert 'Filtrar por Fecha' and 'Exportar' buttons. With 'Modo
// mostrador' on, the same tabs read the recorded sales (real-reports.tsx, loaded only then).
import { Button, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { Calendar, Export } from "@blueprintjs/icons";
import { lazy, Suspense, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import type { ReportPeriod } from "../lib/report-period";
import { FinancialReport } from "./financial-report";
import { InventoryReport } from "./inventory-report";
import { ReportPeriodSwitch } from "./report-period-switch";
import "./reports.css";
import { SalesReport } from "./sales-report";
import { UsersReport } from "./users-report";

const RecordedReports = lazy(() =>
  import("./recorded-reports").then((m) => ({ default: m.RecordedReports })),
);

export type ReportTab = "sales" | "inventory" | "users" | "financial";

export interface ReportsPageProps {
  /** Tab and period to open with (stories); the screen starts on sales and month otherwise. */
  initialTab?: ReportTab;
  initialPeriod?: ReportPeriod;
  /** The day the range labels end on; today by default. */
  today?: Date;
}

export function ReportsPage({ initialTab = "sales", initialPeriod = "month", today }: ReportsPageProps) {
  const [tab, setTab] = useState<ReportTab>(initialTab);
  const [period, setPeriod] = useState<ReportPeriod>(initialPeriod);
  const [now] = useState(() => today ?? new Date());
  // With the mode off, or when the settings cannot be read, the specification's screen. While they
  // load, neither: drawing the demo tabs only to replace them cost a screen of charts with the mode on.
  const settings = useShopSettings();
  const counterMode = settings.data?.counterMode === true;
  const deciding = !settings.data && settings.isLoading;

  return (
    <div className="reports-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          <>
            {/* No behaviour in the specification: they keep their place and text. */}
            <Button icon={<Calendar />} text="Filtrar por Fecha" />
            <Button icon={<Export />} text="Exportar" />
          </>
        }
      />
      <ReportPeriodSwitch value={period} onChange={setPeriod} today={now} />
      {deciding ? (
        <ReportsLoading />
      ) : counterMode ? (
        <Suspense fallback={<ReportsLoading />}>
          <RecordedReports tab={tab} onTab={setTab} period={period} today={now} />
        </Suspense>
      ) : (
        <DemoTabs tab={tab} onTab={setTab} />
      )}
    </div>
  );
}

function ReportsLoading() {
  return <Spinner size={32} aria-label="Cargando reportes..." />;
}

function DemoTabs({ tab, onTab }: { tab: ReportTab; onTab: (tab: ReportTab) => void }) {
  return (
    <Tabs
      animate={false}
      id="report-tabs"
      className="report-tabs"
      selectedTabId={tab}
      onChange={(next) => onTab(next as ReportTab)}
      // Charts in hidden panels would measure 0 px: only the visible tab is rendered.
      renderActiveTabPanelOnly
      size="large"
    >
      <Tab id="sales" title="Ventas" panel={<SalesReport />} />
      <Tab id="inventory" title="Inventario" panel={<InventoryReport />} />
      <Tab id="users" title="Usuarios" panel={<UsersReport />} />
      <Tab id="financial" title="Financiero" panel={<FinancialReport />} />
    </Tabs>
  );
}
