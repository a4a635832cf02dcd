// The purchase settings in memory ('Último costo' until an Administrador chooses otherwise).
import type { PurchaseSettingsRepository } from "../../server/store/purchase-settings-repository";
import { purchaseState } from "./purchases-state";

export const purchaseSettings: PurchaseSettingsRepository = {
  get: async () => ({ ...purchaseState.settings }),
  async save(settings) {
    purchaseState.settings = {
      costRule: settings.costRule,
      salesMayReceive: settings.salesMayReceive === true,
    };
    return { ...purchaseState.settings };
  },
};
