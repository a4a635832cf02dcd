// The store interface (server/store.ts) over Knex, on SQLite or PostgreSQL: one repository object
// per resource, each built by its own file, as the mocks' memory store composes theirs.
import type { Knex } from "knex";
import type { Store } from "../../../server/store/store";
import type { BackupService } from "../backup/backup-service";
import { backupServiceFor } from "../backup/backup-service-for";
import { createAccountsRepository } from "./accounts-repository";
import { createBackupsRepository } from "./backups-repository";
import { createBrandsRepository } from "./brands-repository";
import { createCategoriesRepository } from "./categories-repository";
import { createCustomersRepository } from "./customers-repository";
import { createDashboardRepository } from "./dashboard-repository";
import { createEquivalentsRepository } from "./equivalents-repository";
import { createFitmentsRepository } from "./fitments-repository";
import { createLabelImportRepository } from "./label-import-repository";
import { createLostSalesRepository } from "./lost-sales-repository";
import { createQuotesRepository } from "./quotes-repository";
import { createLabelSizesRepository } from "./label-sizes-repository";
import { createLabelTemplatesRepository } from "./label-templates-repository";
import { createProductCodesRepository } from "./product-codes-repository";
import { createProductImportRepository } from "./product-import-repository";
import { createProductsRepository } from "./products-repository";
import { createPromotionsRepository } from "./promotions-repository";
import { createPurchaseSettingsRepository } from "./purchase-settings-repository";
import { createPurchasesRepository } from "./purchases-repository";
import { createReorderRepository } from "./reorder-repository";
import { createCurrenciesRepository } from "./currencies-repository";
import { createRegistersRepository } from "./registers-repository";
import { createReportsRepository } from "./reports-repository";
import { createSalesReportRepository } from "./sales-report-repository";
import { createSalesRepository } from "./sales-repository";
import { createSellerGoalsRepository } from "./seller-goals-repository";
import { createSearchSynonymsRepository } from "./search-synonyms-repository";
import { createShopSettingsRepository } from "./shop-settings-repository";
import { createTwoFactorRepository } from "./two-factor-repository";
import { createStockLedgerRepository } from "./stock-ledger-repository";
import { createSubcategoriesRepository } from "./subcategories-repository";
import { createSuppliersRepository } from "./suppliers-repository";
import { createUploadsRepository } from "./uploads-repository";
import { createUsersRepository } from "./users-repository";
import { createVehiclesRepository } from "./vehicles-repository";

export function createKnexStore(db: Knex, options: { uploadsDir: string; backups?: BackupService }): Store {
  return {
    users: createUsersRepository(db),
    categories: createCategoriesRepository(db),
    subcategories: createSubcategoriesRepository(db),
    brands: createBrandsRepository(db),
    vehicles: createVehiclesRepository(db),
    fitments: createFitmentsRepository(db),
    products: createProductsRepository(db),
    productCodes: createProductCodesRepository(db),
    equivalents: createEquivalentsRepository(db),
    labelTemplates: createLabelTemplatesRepository(db),
    labelSizes: createLabelSizesRepository(db),
    labelImport: createLabelImportRepository(db),
    customers: createCustomersRepository(db),
    promotions: createPromotionsRepository(db),
    dashboard: createDashboardRepository(db),
    reports: createReportsRepository(db),
    salesReport: createSalesReportRepository(db),
    sellerGoals: createSellerGoalsRepository(db),
    registers: createRegistersRepository(db),
    currencies: createCurrenciesRepository(db),
    uploads: createUploadsRepository(db, options.uploadsDir),
    stockLedger: createStockLedgerRepository(db),
    backups: createBackupsRepository(db, options.backups ?? backupServiceFor(db, options)),
    shopSettings: createShopSettingsRepository(db),
    searchSynonyms: createSearchSynonymsRepository(db),
    twoFactor: createTwoFactorRepository(db),
    sales: createSalesRepository(db),
    productImport: createProductImportRepository(db),
    suppliers: createSuppliersRepository(db),
    purchaseSettings: createPurchaseSettingsRepository(db),
    purchases: createPurchasesRepository(db),
    reorder: createReorderRepository(db),
    quotes: createQuotesRepository(db),
    lostSales: createLostSalesRepository(db),
    accounts: createAccountsRepository(db),
  };
}
