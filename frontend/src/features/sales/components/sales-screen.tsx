// /sales: the specification's local sales page unless an Administrador has turned 'Modo mostrador'
// on, then the counter that records sales on the server. When the setting cannot be read, the
// specification's page (which sends nothing) is the safe one.
import { AsyncState } from "@/components/async-state";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { CounterSalesPage } from "./counter-sales-page";
import { SalesPage } from "./sales-page";

export function SalesScreen() {
  const settings = useShopSettings();
  if (settings.data?.counterMode) return <CounterSalesPage shop={settings.data} />;
  return (
    <AsyncState loading={settings.isLoading}>
      <SalesPage />
    </AsyncState>
  );
}
