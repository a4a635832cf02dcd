// Every operation of openapi.yaml, by operationId. The `satisfies` makes a missing, extra or
// misspelled operationId (or a wrong input/answer type) a compile error. Both transports serve
// exactly this table: bff/src/http/operation-handlers.ts and mocks/support/operation-handlers.ts,
// behind the 'Seguridad' switch's requirement of a second factor (second-factor-gate.ts).
import { accountsOperations } from "./accounts";
import { backupsOperations } from "./backups";
import { brandsOperations } from "./brands";
import { catalogueOperations } from "./catalogue";
import { counterCustomersOperations } from "./counter-customers";
import { customersOperations } from "./customers";
import { dashboardOperations } from "./dashboard";
import { labelsOperations } from "./labels";
import { productCodesOperations } from "./product-codes";
import { productImportOperations } from "./product-import";
import { productsOperations } from "./products";
import { promotionsOperations } from "./promotions";
import { withSecondFactorGate } from "./second-factor-gate";
import { purchaseOrdersOperations } from "./purchase-orders";
import { purchaseReceiptsOperations } from "./purchase-receipts";
import { purchaseSuggestionsOperations } from "./purchase-suggestions";
import { quotesOperations } from "./quotes";
import { lostSalesOperations } from "./lost-sales";
import { preferredSupplierOperations } from "./preferred-supplier";
import { registersOperations } from "./registers";
import { reportsOperations } from "./reports";
import { salesReportsOperations } from "./sales-reports";
import { sellerGoalsOperations } from "./seller-goals";
import { sellerPerformanceOperations } from "./seller-performance";
import { stockLedgerOperations } from "./stock-ledger";
import { suppliersOperations } from "./suppliers";
import { supplierPriceListOperations } from "./supplier-price-lists";
import { supplierReturnsOperations } from "./supplier-returns";
import { salesOperations } from "./sales";
import { searchSynonymsOperations } from "./search-synonyms";
import { currencyOperations } from "./currencies";
import { sessionsOperations } from "./sessions";
import { shopSettingsOperations } from "./shop-settings";
import type { OperationTable } from "./types";
import { twoFactorOperations } from "./two-factor";
import { uploadsOperations } from "./uploads";
import { usersOperations } from "./users";
import { vehiclesOperations } from "./vehicles";

export const OPERATIONS = withSecondFactorGate({
  ...usersOperations,
  ...sessionsOperations,
  ...productsOperations,
  ...productCodesOperations,
  ...uploadsOperations,
  ...catalogueOperations,
  ...brandsOperations,
  ...vehiclesOperations,
  ...labelsOperations,
  ...dashboardOperations,
  ...customersOperations,
  ...counterCustomersOperations,
  ...promotionsOperations,
  ...reportsOperations,
  ...salesReportsOperations,
  ...sellerPerformanceOperations,
  ...sellerGoalsOperations,
  ...stockLedgerOperations,
  ...backupsOperations,
  ...registersOperations,
  ...accountsOperations,
  ...shopSettingsOperations,
  ...searchSynonymsOperations,
  ...currencyOperations,
  ...salesOperations,
  ...productImportOperations,
  ...twoFactorOperations,
  ...suppliersOperations,
  ...purchaseOrdersOperations,
  ...purchaseReceiptsOperations,
  ...purchaseSuggestionsOperations,
  ...supplierReturnsOperations,
  ...supplierPriceListOperations,
  ...quotesOperations,
  ...lostSalesOperations,
  ...preferredSupplierOperations,
} satisfies OperationTable);
