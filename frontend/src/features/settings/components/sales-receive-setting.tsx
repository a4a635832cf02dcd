// 'Los vendedores pueden recibir mercancía' in the 'Inventario' tab: with 'Modo mostrador' on, an
// Administrador lets a Vendedor record receipts ('Compras' → 'Recepciones'). Off by default; saved
// at once on the server. Hidden otherwise, so the tab stays as the specification shows it.
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { usePurchaseSettings, useSavePurchaseSettings } from "../api/use-purchase-settings";
import { SettingSwitch } from "./settings-rows";

export function SalesReceiveSetting() {
  const admin = isAdmin(useCurrentUser().user);
  const counterMode = useShopSettings().data?.counterMode === true;
  const settings = usePurchaseSettings(admin && counterMode);
  const save = useSavePurchaseSettings();
  if (!admin || !counterMode || !settings.data) return null;
  const current = settings.data;
  return (
    <SettingSwitch
      label="Los vendedores pueden recibir mercancía"
      description="Un Vendedor registra recepciones en Compras → Recepciones"
      checked={current.salesMayReceive === true}
      onChange={(salesMayReceive) => {
        save({ ...current, salesMayReceive }).then(
          () => void toast.success("Recepción de mercancía guardada"),
          (error: unknown) => void toast.error("Error", errorMessage(error)),
        );
      }}
    />
  );
}
