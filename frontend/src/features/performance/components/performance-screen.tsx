// /performance: the specification's screen over its demo figures unless an Administrador has turned
// 'Modo mostrador' on, then the same screen over the recorded sales, with goals kept on the server.
// When the setting cannot be read, the demo screen (which sends nothing) is the safe one.
import { lazy, Suspense } from "react";
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { PerformancePage } from "./performance-page";
import "./performance.css";

// The recorded figures load only where the mode is on: the demo screen never needs them.
const RealPerformancePage = lazy(() =>
  import("./real-performance-page").then((m) => ({ default: m.RealPerformancePage })),
);

function PerformanceLoading() {
  return (
    <div className="performance-page">
      <PageHeader {...SCREEN_HEADING} />
      <AsyncState loading>{null}</AsyncState>
    </div>
  );
}

export function PerformanceScreen() {
  const settings = useShopSettings();
  if (settings.data?.counterMode) {
    return (
      <Suspense fallback={<PerformanceLoading />}>
        <RealPerformancePage />
      </Suspense>
    );
  }
  if (!settings.data && settings.isLoading) return <PerformanceLoading />;
  return <PerformancePage />;
}
