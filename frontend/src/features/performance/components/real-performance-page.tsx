// 'Rendimiento de Vendedores' with 'Modo mostrador' on: the specification's period selector, tabs and
// colours over the recorded sales of the chosen period (GET /api/reports/performance). Only an
// Administrador sets goals ('Establecer Metas', kept on the server); a Vendedor sees his own figures.
import { FormGroup, InputGroup, NonIdealState } from "@blueprintjs/core";
import { Calendar } from "@blueprintjs/icons";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useSellerPerformance, type SellerPerformanceRow } from "../api/use-seller-performance";
import { dayLabel } from "../lib/real-figures";
import { addMonths, clientToday, expectedRange, performanceQuery } from "../lib/real-period";
import { ConfettiBurst } from "./confetti-burst";
import { type PerformanceTab } from "./performance-periods";
import { HistoryDialog } from "./history-dialog";
import { RealGoalsDialog } from "./real-goals-dialog";
import { RealGoalsTab } from "./real-goals-tab";
import { RealOverviewTab } from "./real-overview-tab";
import { RealSellersTab } from "./real-sellers-tab";
import { PerformanceHeader } from "./performance-header";
import { PerformanceTabs } from "./performance-tabs";

export interface RealPerformancePageProps {
  /** Stories open a tab, a period or the goals dialog directly. */
  initialTab?: PerformanceTab;
  initialPeriod?: string;
  initialDialogOpen?: boolean;
}

export function RealPerformancePage({
  initialTab = "overview",
  initialPeriod = "current-month",
  initialDialogOpen = false,
}: RealPerformancePageProps) {
  const admin = isAdmin(useCurrentUser().user);
  const [tab, setTab] = useState<PerformanceTab>(initialTab);
  const [period, setPeriod] = useState(initialPeriod);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const query = performanceQuery(period, from, to);
  const performance = useSellerPerformance(query);
  const data = performance.data;
  // The user's clock until the server's answer says the shop's: the period line shows at once.
  const range = data ?? (query ? expectedRange(query, clientToday()) : null);
  const month = range ? range.to.slice(0, 7) : clientToday().slice(0, 7);
  const [goalsMonth, setGoalsMonth] = useState<string | null>(initialDialogOpen ? month : null);
  const [celebrating, setCelebrating] = useState(false);
  const [history, setHistory] = useState<SellerPerformanceRow["seller"] | null>(null);

  const finishCelebration = () => {
    setCelebrating(false);
    setGoalsMonth(null);
    setTab("goals");
  };

  return (
    <div className="performance-page">
      <PerformanceHeader
        period={period}
        onPeriod={setPeriod}
        onSetGoals={admin ? () => setGoalsMonth(month) : undefined}
      />
      {period === "custom" ? (
        <div className="perf-toolbar">
          <FormGroup label="Desde" labelFor="perf-from" inline className="perf-inline-field">
            <InputGroup id="perf-from" type="date" value={from} onValueChange={setFrom} />
          </FormGroup>
          <FormGroup label="Hasta" labelFor="perf-to" inline className="perf-inline-field">
            <InputGroup id="perf-to" type="date" value={to} onValueChange={setTo} />
          </FormGroup>
        </div>
      ) : null}
      {range ? (
        <p className="perf-card-muted perf-period-line">
          Del {dayLabel(range.from)} al {dayLabel(range.to)} · comparado con {dayLabel(range.previousFrom)} –{" "}
          {dayLabel(range.previousTo)}
        </p>
      ) : null}
      {query === null ? (
        <NonIdealState
          icon={<Calendar size={48} />}
          title="Elija el periodo"
          description="Indique la fecha de inicio y la de fin (la de fin no antes que la de inicio)."
        />
      ) : (
        <AsyncState
          loading={!data && !performance.error}
          loadingText="Cargando rendimiento..."
          error={performance.error}
          errorTitle="Error al cargar el rendimiento"
          onRetry={() => void performance.mutate()}
        >
          {data ? (
            <PerformanceTabs
              tab={tab}
              onTab={setTab}
              panels={{
                overview: <RealOverviewTab data={data} onShowSellers={() => setTab("sellers")} />,
                sellers: <RealSellersTab sellers={data.sellers} />,
                goals: (
                  <RealGoalsTab
                    sellers={data.sellers}
                    to={data.to}
                    admin={admin}
                    onHistory={setHistory}
                    onEdit={() => setGoalsMonth(month)}
                    onNew={() => setGoalsMonth(addMonths(month, 1))}
                  />
                ),
              }}
            />
          ) : null}
        </AsyncState>
      )}
      {admin ? (
        <RealGoalsDialog
          month={goalsMonth}
          saved={celebrating}
          onSaved={() => setCelebrating(true)}
          onClose={() => setGoalsMonth(null)}
        />
      ) : null}
      <HistoryDialog seller={history} lastMonth={month} onClose={() => setHistory(null)} />
      {celebrating ? <ConfettiBurst onDone={finishCelebration} /> : null}
    </div>
  );
}
