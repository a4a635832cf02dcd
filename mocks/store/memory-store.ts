// The store (server/store/store.ts) over the mocks' in-memory @msw/data collections (mocks/db.ts):
// one repository per file, each named as its interface in server/store/ and its Knex version in
// bff/src/store/. Uploaded images (uploads-repository.ts): the browser gets a blob: URL it can show,
// node a made-up path.
import type { Store } from "../../server/store/store";
import { accounts } from "./accounts-repository";
import { backups } from "./backups-repository";
import { brands } from "./brands-repository";
import { categories } from "./categories-repository";
import { currencies } from "./currencies-repository";
import { customers } from "./customers-repository";
import { dashboard } from "./dashboard-repository";
import { equivalents } from "./equivalents-repository";
import { fitments } from "./fitments-repository";
import { labelImport } from "./label-import-repository";
import { labelSizes } from "./label-sizes-repository";
import { labelTemplates } from "./label-templates-repository";
import { lostSales } from "./lost-sales-repository";
import { productCodes } from "./product-codes-repository";
import { productImport } from "./product-import-repository";
import { products } from "./products-repository";
import { promotions } from "./promotions-repository";
import { purchaseSettings } from "./purchase-settings-repository";
import { purchases } from "./purchases-repository";
import { quotes } from "./quotes-repository";
import { registers } from "./registers-repository";
import { reorder } from "./reorder-repository";
import { reports } from "./reports-repository";
import { salesReport } from "./sales-report-repository";
import { sales } from "./sales-repository";
import { searchSynonyms } from "./search-synonyms-repository";
import { sellerGoals } from "./seller-goals-repository";
import { shopSettings } from "./shop-settings-repository";
import { stockLedger } from "./stock-ledger-repository";
import { subcategories } from "./subcategories-repository";
import { suppliers } from "./suppliers-repository";
import { twoFactor } from "./two-factor-repository";
import { uploads } from "./uploads-repository";
import { users } from "./users-repository";
import { vehicles } from "./vehicles-repository";

export const memoryStore: Store = {
  users,
  categories,
  subcategories,
  brands,
  vehicles,
  fitments,
  products,
  productCodes,
  equivalents,
  labelTemplates,
  labelSizes,
  labelImport,
  customers,
  promotions,
  dashboard,
  reports,
  salesReport,
  sellerGoals,
  uploads,
  stockLedger,
  backups,
  shopSettings,
  searchSynonyms,
  sales,
  registers,
  currencies,
  productImport,
  twoFactor,
  suppliers,
  purchaseSettings,
  purchases,
  reorder,
  quotes,
  lostSales,
  accounts,
};
