// 'Rendimiento de Vendedores': period selector, 'Establecer Metas', and the Resumen,
// Vendedores and Metas tabs over fixed demo figures. Goal amounts saved in the dialog live in page
// memory only and are lost on reload, as the specification says.
import { useState } from "react";
import { DEMO_SELLERS, type Seller } from "../data/performance-demo";
import { applyGoalAmounts, type SellerGoal } from "../lib/goals";
import { ConfettiBurst } from "./confetti-burst";
import { GoalsDialog } from "./goals-dialog";
import { GoalsTab } from "./goals-tab";
import { OverviewTab } from "./overview-tab";
import { type PerformanceTab } from "./performance-periods";
import "./performance.css";
import { SellersTab } from "./sellers-tab";
import { PerformanceHeader } from "./performance-header";
import { PerformanceTabs } from "./performance-tabs";

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
      <PerformanceHeader period={period} onPeriod={setPeriod} onSetGoals={() => setDialogOpen(true)} />
      <PerformanceTabs
        tab={tab}
        onTab={setTab}
        panels={{
          overview: <OverviewTab sellers={sellers} onShowSellers={() => setTab("sellers")} />,
          sellers: <SellersTab sellers={sellers} initialSearch={initialSearch} />,
          goals: <GoalsTab sellers={sellers} />,
        }}
      />
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
