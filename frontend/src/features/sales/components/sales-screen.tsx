// /sales: the specification's local sales page unless an Administrador has turned 'Modo mostrador'
// on, then the counter that records sales on the server. When the setting cannot be read, the
// specification's page (which sends nothing) is the safe one. While it is read, the screen shows
// the heading both pages share above the spinner.
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADINGS } from "@/lib/screen-headings";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { CounterSalesPage } from "./counter-sales-page";
import { SalesPage } from "./sales-page";

export function SalesScreen() {
  const settings = useShopSettings();
  if (settings.data?.counterMode) return <CounterSalesPage shop={settings.data} />;
  if (!settings.data && settings.isLoading) {
    return (
      <div className="sales-page">
        <PageHeader {...SCREEN_HEADINGS.sales} />
        <AsyncState loading>{null}</AsyncState>
      </div>
    );
  }
  return <SalesPage />;
}
