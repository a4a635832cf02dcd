// 'Rendimiento de Vendedores': period selector, 'Establecer Metas', and the Resumen,
// Vendedores and Metas tabs over fixed demo figures. Goal amounts saved in the dialog live in page
// memory only and are lost on reload, as the specification says.
import { Button, HTMLSelect, Tab, Tabs } from "@blueprintjs/core";
import { Flag } from "@blueprintjs/icons";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADINGS } from "@/lib/screen-headings";
import { DEMO_SELLERS, type Seller } from "../data/performance-demo";
import { applyGoalAmounts, type SellerGoal } from "../lib/goals";
import { ConfettiBurst } from "./confetti-burst";
import { GoalsDialog } from "./goals-dialog";
import { GoalsTab } from "./goals-tab";
import { OverviewTab } from "./overview-tab";
import { PERIODS, type PerformanceTab } from "./performance-periods";
import "./performance.css";
import { SellersTab } from "./sellers-tab";

export interface PerformancePageProps {
  /** Stories open a tab, the dialog or a search directly; the screen starts on the overview. */
  initialTab?: PerformanceTab;
  initialDialogOpen?: boolean;
  initialSearch?: string;
  initialSellers?: readonly Seller[];
}

export function PerformancePage({
  initialTab = "overview",
  initialDialogOpen = false,
  initialSearch,
  initialSellers = DEMO_SELLERS,
}: PerformancePageProps) {
  const [tab, setTab] = useState<PerformanceTab>(initialTab);
  const [period, setPeriod] = useState<string>("current-month");
  const [sellers, setSellers] = useState<readonly Seller[]>(initialSellers);
  const [dialogOpen, setDialogOpen] = useState(initialDialogOpen);
  const [celebrating, setCelebrating] = useState(false);

  const save = (goals: Record<number, SellerGoal>) => {
    setSellers((current) => applyGoalAmounts(current, goals));
    setCelebrating(true);
  };
  const finishCelebration = () => {
    setCelebrating(false);
    setDialogOpen(false);
    setTab("goals");
  };

  return (
    <div className="performance-page">
      <PageHeader
        {...SCREEN_HEADINGS.performance}
        actions={
          <>
            <HTMLSelect
              aria-label="Periodo"
              value={period}
              onChange={(e) => setPeriod(e.currentTarget.value)}
              options={PERIODS.map((p) => ({ value: p.value, label: p.label }))}
            />
            <Button
              intent="primary"
              icon={<Flag />}
              text="Establecer Metas"
              onClick={() => setDialogOpen(true)}
            />
          </>
        }
      />
      <Tabs
        animate={false}
        id="performance-tabs"
        className="perf-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as PerformanceTab)}
        // Charts in hidden panels would measure 0 px: only the visible tab is rendered.
        renderActiveTabPanelOnly
        size="large"
      >
        <Tab
          id="overview"
          title="Resumen"
          panel={<OverviewTab sellers={sellers} onShowSellers={() => setTab("sellers")} />}
        />
        <Tab
          id="sellers"
          title="Vendedores"
          panel={<SellersTab sellers={sellers} initialSearch={initialSearch} />}
        />
        <Tab id="goals" title="Metas" panel={<GoalsTab sellers={sellers} />} />
      </Tabs>
      <GoalsDialog
        isOpen={dialogOpen}
        sellers={sellers}
        saved={celebrating}
        onSave={save}
        onClose={() => setDialogOpen(false)}
      />
      {celebrating ? <ConfettiBurst onDone={finishCelebration} /> : null}
    </div>
  );
}
