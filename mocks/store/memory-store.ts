// The store interface (server/store.ts) over the mocks' in-memory @msw/data collections (mocks/db.ts).
// Uploaded images (mocks/store/uploads.ts): the browser gets a blob: URL it can show, node a made-up path.
import type { Store } from "../../server/store/store";
import { accounts } from "./accounts";
import { backups } from "./backups";
import { brands, categories, subcategories, vehicles } from "./catalogue";
import { fitments } from "./fitments";
import { reports } from "./inventory-report";
import { customers, users } from "./people";
import { equivalents, productCodes } from "./product-codes";
import { productImport } from "./product-import";
import { products, promotions } from "./products";
import { currencyStore } from "./currencies";
import { registers } from "./registers";
import { dashboard, labelImport, labelSizes, labelTemplates } from "./reports";
import { stockLedger } from "./stock-ledger-repository";
import { salesReport } from "./sales-report";
import { sellerGoals } from "./seller-goals";
import { sales, shopSettings } from "./sales";
import { purchaseSettings, purchases } from "./purchases";
import { reorder } from "./reorder";
import { lostSales, quotes } from "./quotes";
import { suppliers } from "./suppliers";
import { searchSynonyms } from "./search-synonyms";
import { twoFactor } from "./two-factor";
import { uploads } from "./uploads";

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
  currencies: currencyStore,
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
