// The screen's three tabs (Resumen, Vendedores, Metas) around the panels a page gives them.
import { Tab, Tabs } from "@blueprintjs/core";
import type { ReactNode } from "react";
import type { PerformanceTab } from "./performance-periods";

export interface PerformanceTabsProps {
  tab: PerformanceTab;
  onTab: (tab: PerformanceTab) => void;
  panels: Record<PerformanceTab, ReactNode>;
}

export function PerformanceTabs({ tab, onTab, panels }: PerformanceTabsProps) {
  return (
    <Tabs
      animate={false}
      id="performance-tabs"
      className="perf-tabs"
      selectedTabId={tab}
      onChange={(next) => onTab(next as PerformanceTab)}
      // Charts in hidden panels would measure 0 px: only the visible tab is rendered.
      renderActiveTabPanelOnly
      size="large"
    >
      <Tab id="overview" title="Resumen" panel={<>{panels.overview}</>} />
      <Tab id="sellers" title="Vendedores" panel={<>{panels.sellers}</>} />
      <Tab id="goals" title="Metas" panel={<>{panels.goals}</>} />
    </Tabs>
  );
}
