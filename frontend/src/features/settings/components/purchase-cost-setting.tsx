// 'Costo de las compras' in the 'Inventario' tab: with 'Modo mostrador' on, an Administrador chooses
// how a receipt moves a part's cost ('Último costo' or 'Costo promedio'); the choice is the server's
// and is saved at once. Hidden otherwise, so the tab stays as the specification shows it.
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { COST_RULE_LABELS, type CostRule } from "@rules/purchase-cost";
import { usePurchaseSettings, useSavePurchaseSettings } from "../api/use-purchase-settings";
import { SettingSelect } from "./settings-rows";

/** Built when shown: rule texts are not read while the module loads (build/eslint-rule-reads-at-load.js). */
const costRuleOptions = () =>
  (Object.keys(COST_RULE_LABELS) as CostRule[]).map((value) => ({
    value,
    label: COST_RULE_LABELS[value],
  }));

export function PurchaseCostSetting() {
  const admin = isAdmin(useCurrentUser().user);
  const counterMode = useShopSettings().data?.counterMode === true;
  const settings = usePurchaseSettings(admin && counterMode);
  const save = useSavePurchaseSettings();
  if (!admin || !counterMode || !settings.data) return null;
  return (
    <SettingSelect
      label="Costo de las compras"
      description="Cómo cambia el costo de un producto al recibir mercancía"
      value={settings.data.costRule}
      options={costRuleOptions()}
      onChange={(costRule) => {
        save({ costRule }).then(
          () => void toast.success("Costo de las compras guardado"),
          (error: unknown) => void toast.error("Error", errorMessage(error)),
        );
      }}
    />
  );
}
