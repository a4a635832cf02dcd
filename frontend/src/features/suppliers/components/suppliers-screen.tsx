// /suppliers: the specification's local page unless 'Modo mostrador' is on, then the suppliers kept on
// the server. When the setting cannot be read, the local page (which sends nothing) is the safe one.
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADINGS } from "@/lib/screen-headings";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { ServerSuppliersPage } from "./server-suppliers-page";
import { SuppliersPage } from "./suppliers-page";

export function SuppliersScreen() {
  const settings = useShopSettings();
  if (settings.data?.counterMode) return <ServerSuppliersPage />;
  if (!settings.data && settings.isLoading) {
    return (
      <div className="sup-page">
        <PageHeader {...SCREEN_HEADINGS.suppliers} />
        <AsyncState loading>{null}</AsyncState>
      </div>
    );
  }
  return <SuppliersPage />;
}
