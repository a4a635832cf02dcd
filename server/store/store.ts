// The one store the operations use: one repository per resource, each interface in its own
// <resource>-repository.ts of this folder (in the spirit of fastify/demo's repository plugins). Two
// implementations, file for file under the same names: bff/src/store/ (Knex over SQLite or
// PostgreSQL) and mocks/store/ (in memory). Repositories only read and write; every decision (rules,
// messages, refusals, roles, ownership) is in server/operations/.
import type { AccountsRepository } from "./accounts-repository";
import type { BackupsRepository } from "./backups-repository";
import type { BrandsRepository } from "./brands-repository";
import type { CategoriesRepository } from "./categories-repository";
import type { CurrenciesRepository } from "./currencies-repository";
import type { CustomersRepository } from "./customers-repository";
import type { DashboardRepository } from "./dashboard-repository";
import type { EquivalentsRepository } from "./equivalents-repository";
import type { FitmentsRepository } from "./fitments-repository";
import type { LabelImportRepository } from "./label-import-repository";
import type { LabelSizesRepository } from "./label-sizes-repository";
import type { LabelTemplatesRepository } from "./label-templates-repository";
import type { LostSalesRepository } from "./lost-sales-repository";
import type { ProductCodesRepository } from "./product-codes-repository";
import type { ProductImportRepository } from "./product-import-repository";
import type { ProductsRepository } from "./products-repository";
import type { PromotionsRepository } from "./promotions-repository";
import type { PurchaseSettingsRepository } from "./purchase-settings-repository";
import type { PurchasesRepository } from "./purchases-repository";
import type { QuotesRepository } from "./quotes-repository";
import type { RegistersRepository } from "./registers-repository";
import type { ReorderRepository } from "./reorder-repository";
import type { ReportsRepository } from "./reports-repository";
import type { SalesReportRepository } from "./sales-report-repository";
import type { SalesRepository } from "./sales-repository";
import type { SearchSynonymsRepository } from "./search-synonyms-repository";
import type { SellerGoalsRepository } from "./seller-goals-repository";
import type { ShopSettingsRepository } from "./shop-settings-repository";
import type { StockLedgerRepository } from "./stock-ledger-repository";
import type { SubcategoriesRepository } from "./subcategories-repository";
import type { SuppliersRepository } from "./suppliers-repository";
import type { TwoFactorRepository } from "./two-factor-repository";
import type { UploadsRepository } from "./uploads-repository";
import type { UsersRepository } from "./users-repository";
import type { VehiclesRepository } from "./vehicles-repository";

export interface Store {
  users: UsersRepository;
  categories: CategoriesRepository;
  subcategories: SubcategoriesRepository;
  brands: BrandsRepository;
  vehicles: VehiclesRepository;
  fitments: FitmentsRepository;
  products: ProductsRepository;
  productCodes: ProductCodesRepository;
  equivalents: EquivalentsRepository;
  labelTemplates: LabelTemplatesRepository;
  labelSizes: LabelSizesRepository;
  labelImport: LabelImportRepository;
  customers: CustomersRepository;
  promotions: PromotionsRepository;
  dashboard: DashboardRepository;
  reports: ReportsRepository;
  salesReport: SalesReportRepository;
  sellerGoals: SellerGoalsRepository;
  uploads: UploadsRepository;
  stockLedger: StockLedgerRepository;
  backups: BackupsRepository;
  shopSettings: ShopSettingsRepository;
  searchSynonyms: SearchSynonymsRepository;
  twoFactor: TwoFactorRepository;
  sales: SalesRepository;
  registers: RegistersRepository;
  currencies: CurrenciesRepository;
  productImport: ProductImportRepository;
  suppliers: SuppliersRepository;
  purchaseSettings: PurchaseSettingsRepository;
  purchases: PurchasesRepository;
  reorder: ReorderRepository;
  quotes: QuotesRepository;
  lostSales: LostSalesRepository;
  accounts: AccountsRepository;
}
