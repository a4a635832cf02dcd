// 'Compras': suppliers on the server, purchase orders and receipts, and the signed-out and
// Vendedor refusals of every operation of the tag.
import { authScenarios } from "../support/auth-scenarios";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import { preferredSupplierScenarios } from "./preferred-supplier.scenarios";
import { purchaseOrderScenarios } from "./purchase-orders.scenarios";
import { purchaseReceiptScenarios, purchaseSuggestionScenarios } from "./purchase-receipts.scenarios";
import { supplierScenarios } from "./suppliers.scenarios";
import { supplierPriceListScenarios } from "./supplier-price-lists.scenarios";
import { supplierReturnScenarios } from "./supplier-returns.scenarios";
import { purchaseReceivingRoleScenarios } from "./purchase-receiving-role.scenarios";

export const purchasesScenarioList: Scenario[] = [
  ...supplierScenarios,
  ...purchaseOrderScenarios,
  ...purchaseReceiptScenarios,
  ...purchaseSuggestionScenarios,
  ...preferredSupplierScenarios,
  ...supplierReturnScenarios,
  ...supplierPriceListScenarios,
  ...purchaseReceivingRoleScenarios,
  ...authScenarios("purchases"),
];

export function definePurchasesSuite(target: Target): void {
  runScenarios(target, "purchases", purchasesScenarioList);
}
