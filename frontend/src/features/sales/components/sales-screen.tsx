// /sales: the specification's local sales page unless an Administrador has turned 'Modo mostrador'
// on, then the counter that records sales on the server. When the setting cannot be read, the
// specification's page (which sends nothing) is the safe one. While it is read, the screen shows
// the heading both pages share above the spinner.
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { lazy, Suspense } from "react";
import { SalesPage } from "./sales-page";

// The counter loads only where 'Modo mostrador' is on: the specification's page never needs it.
const CounterSalesPage = lazy(() =>
  import("./counter-sales-page").then((m) => ({ default: m.CounterSalesPage })),
);

function SalesLoading() {
  return (
    <div className="sales-page">
      <PageHeader {...SCREEN_HEADING} />
      <AsyncState loading>{null}</AsyncState>
    </div>
  );
}

export function SalesScreen() {
  const settings = useShopSettings();
  if (settings.data?.counterMode) {
    return (
      <Suspense fallback={<SalesLoading />}>
        <CounterSalesPage shop={settings.data} />
      </Suspense>
    );
  }
  if (!settings.data && settings.isLoading) return <SalesLoading />;
  return <SalesPage />;
}
