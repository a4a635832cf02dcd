// /suppliers: the specification's local page unless 'Modo mostrador' is on, then the suppliers kept on
// the server (an Administrador's: a Vendedor is told so). When the setting cannot be read, the local page (which sends nothing) is the safe one.
import { AdminOnlyState } from "@/components/admin-only-state";
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { ServerSuppliersPage } from "./server-suppliers-page";
import { SuppliersPage } from "./suppliers-page";

export function SuppliersScreen() {
  const settings = useShopSettings();
  const { user } = useCurrentUser();
  if (settings.data?.counterMode) {
    if (user && !isAdmin(user)) {
      return (
        <div className="sup-page">
          <PageHeader {...SCREEN_HEADING} />
          <AdminOnlyState description="Con el modo mostrador, solo un Administrador gestiona los proveedores de la tienda." />
        </div>
      );
    }
    return <ServerSuppliersPage />;
  }
  if (!settings.data && settings.isLoading) {
    return (
      <div className="sup-page">
        <PageHeader {...SCREEN_HEADING} />
        <AsyncState loading>{null}</AsyncState>
      </div>
    );
  }
  return <SuppliersPage />;
}
