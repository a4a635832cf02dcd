// The one store interface the operations use, one repository per resource (in the spirit of
// fastify/demo's repository plugins). Two implementations: bff/src/store/ (Knex over SQLite) and
// mocks/store/ (@msw/data in memory). Repositories only read and write; every decision (rules,
// messages, refusals, roles, ownership) is in server/operations/.
import type { LookupCustomer } from "../rules/customer-lookup";
import type { TermPlan, VocabularyWord } from "../rules/search-plan";
import type {
  PurchaseSettingsRepository,
  PurchasesRepository,
  ReorderRepository,
  SuppliersRepository,
} from "./purchase-store";
import type { LostSalesRepository, QuotesRepository } from "./quote-store";
import type { SalesReportRepository, SellerGoalsRepository } from "./sales-report-store";
import type {
  Backup,
  BackupFailure,
  BackupProgress,
  BackupSchedule,
  Brand,
  CashMovement,
  Category,
  Customer,
  DashboardStats,
  LabelSize,
  LabelTemplate,
  LowStockProduct,
  PriceChange,
  Product,
  ProductCreate,
  ProductFitment,
  Promotion,
  PromotionProduct,
  RecentSale,
  Register,
  Role,
  StockMovement,
  Sale,
  SaleStatus,
  ShopSettings,
  NamedRef,
  Subcategory,
  TopSellingProduct,
  User,
  Vehicle,
} from "@contract/types";
import type { AccountsRepository, SaleAccountDraft } from "./account-store";
import type { RefundParts } from "../rules/sale-payments";
import type { CodeHolder, EquivalentsRepository, ProductCodesRepository } from "./product-codes-store";

export interface NewUser {
  name: string;
  username: string;
  email: string;
  role: Role;
  /** Plain text: the store hashes it (BFF) or keeps it in memory (mocks). */
  password: string;
}

export interface UsersRepository {
  /** ORDER BY lower(name), id */
  list(): Promise<User[]>;
  find(id: number): Promise<User | null>;
  /** The account behind a username or e-mail (any case) whose password matches, else null. */
  checkCredentials(login: string, password: string): Promise<User | null>;
  /** The id of the account a username or e-mail (any case, trimmed) names, without a password check. */
  accountIdFor(login: string): Promise<number | null>;
  passwordMatches(id: number, password: string): Promise<boolean>;
  /**
   * Which of username / e-mail (any case) another account already uses as its username or its
   * e-mail (one person's username may not be another's e-mail), username first.
   */
  findClash(username: string, email: string): Promise<"username" | "email" | null>;
  /** Whether an account other than exceptId already uses this as its username or e-mail (any case). */
  usernameTaken(username: string, exceptId: number): Promise<boolean>;
  updateProfile(id: number, profile: { name: string; username: string }): Promise<void>;
  create(user: NewUser): Promise<User>;
  setPassword(id: number, password: string): Promise<void>;
  setActive(id: number, active: boolean): Promise<void>;
  countActiveAdmins(): Promise<number>;
}

/** One account's second factor (secrets in base32; codes and challenges only as hashes). */
export interface TwoFactorRecord {
  /** A factor was confirmed: sign-in asks for its codes (or a recovery code). */
  enabled: boolean;
  /**
   * The confirmed secret, or null when there is none or this installation cannot read it (the BFF
   * seals secrets under a key no backup holds: a database restored elsewhere keeps them sealed).
   */
  secret: string | null;
  /** A secret shown for enrolment and not yet confirmed with a code (null when unreadable too). */
  pendingSecret: string | null;
  /** The hash of the open sign-in challenge (password right, code still to come) and its end. */
  challengeHash: string | null;
  challengeExpiresAt: number | null;
  recoveryCodesLeft: number;
}

export interface TwoFactorRepository {
  get(userId: number): Promise<TwoFactorRecord>;
  setPendingSecret(userId: number, secret: string): Promise<void>;
  /** Turns the factor on with the pending secret and replaces the recovery codes' hashes. */
  enable(userId: number, secret: string, step: number, recoveryHashes: string[]): Promise<void>;
  setChallenge(userId: number, hash: string | null, expiresAt: number | null): Promise<void>;
  /** The account whose open challenge has this hash, if any. */
  userForChallenge(hash: string): Promise<number | null>;
  /** Records the step as used; false when it (or a later one) already was (a replayed code). */
  useStep(userId: number, step: number): Promise<boolean>;
  /** Spends a recovery code; false when no unused code has this hash. */
  useRecoveryCode(userId: number, hash: string): Promise<boolean>;
  /** Removes the factor and its codes, recording who did it and when on the user's record. */
  reset(userId: number, byUserId: number, at: string): Promise<void>;
  /** 'Autenticación de dos factores' in 'Seguridad': every Administrador must have one. */
  requiredForAdmins(): Promise<boolean>;
  setRequiredForAdmins(required: boolean): Promise<void>;
}

export type CategoryFields = Omit<Category, "id">;

export interface CategoriesRepository {
  list(): Promise<Category[]>;
  find(id: number): Promise<Category | null>;
  allExist(ids: number[]): Promise<boolean>;
  /** Same name regardless of ASCII letter case. */
  nameTaken(name: string, exceptId?: number): Promise<boolean>;
  create(fields: CategoryFields): Promise<Category>;
  update(id: number, patch: Partial<CategoryFields>): Promise<Category>;
  /** Brand links go with it. */
  delete(id: number): Promise<void>;
}

export interface SubcategoryFields {
  name: string;
  description: string | null;
  categoryId: number;
}

export interface SubcategoriesRepository {
  list(categoryId?: number): Promise<Subcategory[]>;
  find(id: number): Promise<Subcategory | null>;
  countOf(categoryId: number): Promise<number>;
  nameTaken(categoryId: number, name: string): Promise<boolean>;
  create(fields: SubcategoryFields): Promise<Subcategory>;
  /** The operation has checked no product uses it. False when there was none. */
  delete(id: number): Promise<boolean>;
}

export type BrandFields = Omit<Brand, "id" | "categoryIds">;

export interface BrandsRepository {
  /** With a category: the brands linked to it plus those linked to none. */
  list(categoryId?: number): Promise<Brand[]>;
  find(id: number): Promise<Brand | null>;
  nameTaken(name: string, exceptId?: number): Promise<boolean>;
  create(fields: BrandFields, categoryIds: number[]): Promise<Brand>;
  /** categoryIds undefined leaves the links as they are. */
  update(id: number, fields: Partial<BrandFields>, categoryIds?: number[]): Promise<Brand>;
  delete(id: number): Promise<void>;
}

export interface VehicleFields {
  brandId: number;
  name: string;
  yearFrom: number | null;
  yearTo: number | null;
  engine: string | null;
}

export interface VehiclesRepository {
  list(): Promise<Vehicle[]>;
  /**
   * At least the models with one of the words in their name (case- and accent-blind), as list()
   * orders them. A search plan (rules/vehicle-search.ts) only picks a model
   * whose every word the search names, so whole words are enough.
   */
  named(words: string[]): Promise<Vehicle[]>;
  find(id: number): Promise<Vehicle | null>;
  allExist(ids: number[]): Promise<boolean>;
  countOfBrand(brandId: number): Promise<number>;
  create(fields: VehicleFields): Promise<Vehicle>;
  update(id: number, fields: VehicleFields): Promise<Vehicle>;
  delete(id: number): Promise<void>;
}

/** One product-to-model link: the years and engine note are optional. */
export interface FitmentFields {
  vehicleId: number;
  yearFrom: number | null;
  yearTo: number | null;
  engine: string | null;
}

export interface FitmentsRepository {
  /** ORDER BY make name, model name (both NOCASE), vehicle id */
  ofProduct(productId: number): Promise<ProductFitment[]>;
  /** The links of each product that has any, in ofProduct's order (one read for a page of products). */
  ofProducts(productIds: readonly number[]): Promise<Map<number, ProductFitment[]>>;
  /** Replaces every link of the product at once. */
  replace(productId: number, links: FitmentFields[]): Promise<void>;
  countOfVehicle(vehicleId: number): Promise<number>;
}

export type StockMovementKind =
  | "created"
  | "manual_edit"
  | "adjustment"
  | "sale"
  | "cancellation"
  | "return"
  | "import"
  | "purchase"
  | "supplier_return";

/**
 * One row of the stock ledger, written in the transaction that changes the stock: `quantity` is the
 * signed change, `stockAfter` the product's stock once it is applied. Time and id are the store's.
 */
export interface StockMovementInput {
  productId: number;
  quantity: number;
  stockAfter: number;
  kind: StockMovementKind;
  reason?: string | null;
  reference?: string | null;
  userId: number | null;
}

/** One change of a product's cost or selling price (old values null for a new product). */
export interface PriceChangeInput {
  productId: number;
  oldCostPrice: number | null;
  newCostPrice: number;
  oldSellingPrice: number | null;
  newSellingPrice: number;
  userId: number | null;
}

export interface StockMovementFilter {
  productId?: number;
  kind?: StockMovementKind;
  userId?: number;
  /** ISO instants: at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Only ids below it: the keyset page after one that ended there. */
  before?: number;
  limit: number;
}

/** A price change with the cost (the operation hides it from a Vendedor). */
export type PriceChangeRow = Required<PriceChange>;

export interface StockLedgerRepository {
  /** Newest first (id DESC), at most `limit` rows. */
  movements(filter: StockMovementFilter): Promise<StockMovement[]>;
  /** Oldest first. */
  priceHistory(productId: number): Promise<PriceChangeRow[]>;
  /**
   * In one transaction: reads the product's stock, asks `plan` for the movement (it may throw to
   * refuse), sets the stock to the movement's stockAfter and records it. Null when there is no product.
   */
  adjust(productId: number, plan: (stock: number) => StockMovementInput): Promise<StockMovement | null>;
}

/** The columns a client may set on a product; undefined leaves a column as it is. */
export type ProductFields = ProductCreate;

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  /** Only products linked to one of these models (with `year`: a link whose range contains it). */
  vehicleIds?: number[];
  /**
   * A model year: with vehicleIds, the link's range (or, for a link without years, the product's)
   * must contain it; without, the product's own range. Open ends match.
   */
  year?: number;
  /**
   * With vehicleIds, the customer's engine: a link without an engine note fits every engine, one
   * with a note only the engine it names (rules/engine-key.ts: "1.0" fits "1.0L", not "1.6L").
   */
  engine?: string;
  /** Only universal parts: no fitment links and no year range. */
  universal?: boolean;
  /**
   * With search: products whose SKU, barcode or a code is the search in another spelling
   * (rules/code-key.ts). They match even when the full-text search does not, and rank first.
   */
  codeIds?: number[];
  /**
   * With search: its terms with their alternative words (rules/search-plan.ts); without, the
   * terms of `search` are matched as prefixes only.
   */
  searchPlan?: TermPlan[];
  limit?: number;
  offset?: number;
}

/** What a product body names, checked in one look-up (server/operations/products.ts). */
export interface ProductReferences {
  categoryExists: boolean;
  /** The named subcategory's category; null when it does not exist or none was named. */
  subcategoryCategoryId: number | null;
  brandExists: boolean;
  /** Another product (not `exceptId`) has this SKU, in any case. */
  skuTaken: boolean;
}

/** The references a product body names; `exceptId` is the product being replaced. */
export interface ProductReferenceQuery {
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  sku: string;
  exceptId?: number;
}

export interface ProductsRepository {
  /** ORDER BY name NOCASE, id; `total` counts every match before paging. */
  list(filter: ProductFilter): Promise<{ items: Product[]; total: number }>;
  /** The search index's words that start with `prefix` (folded), with how many products hold each. */
  searchWords(prefix: string): Promise<VocabularyWord[]>;
  /** True when some product matches this one search term (rules/search-plan.ts corrections). */
  searchMatches(term: TermPlan): Promise<boolean>;
  find(id: number): Promise<Product | null>;
  allExist(ids: number[]): Promise<boolean>;
  count(where: { categoryId?: number; brandId?: number; subcategoryId?: number }): Promise<number>;
  references(named: ProductReferenceQuery): Promise<ProductReferences>;
  /** With its opening movement ('created') and price row, in one transaction. */
  create(fields: ProductFields, userId: number | null): Promise<Product>;
  /**
   * In one transaction: writes the fields and moves the product's version; a changed stock writes a
   * 'manual_edit' movement (an 'adjustment' with `stockReason` when given), a changed cost or
   * selling price a price-history row, both by `userId`. With `expectedVersion`, only while the
   * product is still at that version (checked and written at once); null when nothing was written.
   */
  update(
    id: number,
    fields: Partial<ProductFields>,
    userId: number | null,
    expectedVersion?: number,
    stockReason?: string,
  ): Promise<Product | null>;
  /** Promotion and fitment links go with it. False when there was none. */
  delete(id: number): Promise<boolean>;
}

export type LabelTemplateFields = Omit<LabelTemplate, "id">;
export type LabelSizeFields = Omit<LabelSize, "id">;

export interface LabelTemplatesRepository {
  list(): Promise<LabelTemplate[]>;
  find(id: number): Promise<LabelTemplate | null>;
  templateIdTaken(templateId: string, exceptId?: number): Promise<boolean>;
  save(fields: LabelTemplateFields, id?: number): Promise<LabelTemplate>;
  delete(id: number): Promise<boolean>;
}

export interface LabelSizesRepository {
  list(): Promise<LabelSize[]>;
  find(id: number): Promise<LabelSize | null>;
  sizeIdTaken(sizeId: string, exceptId?: number): Promise<boolean>;
  save(fields: LabelSizeFields, id?: number): Promise<LabelSize>;
  delete(id: number): Promise<boolean>;
}

export interface LabelImportEntries {
  templates: LabelTemplateFields[];
  sizes: LabelSizeFields[];
}

export interface LabelImportRepository {
  /**
   * In one transaction: each entry replaces the row with its template_id / size_id, or is created.
   * Answers the written rows in the entries' order and how many were new. All or nothing.
   */
  apply(entries: LabelImportEntries): Promise<{
    templates: LabelTemplate[];
    sizes: LabelSize[];
    created: number;
  }>;
}

/** What a client sets on a customer; owner, creation date and owner name are the server's. */
export type CustomerFields = Omit<Customer, "id" | "created_by" | "created_by_name" | "created_at">;

export interface CustomersRepository {
  /** Newest first; ownerId limits the list to one creator's customers. */
  list(ownerId?: number): Promise<Customer[]>;
  /** Every customer's name, document and creation time: what the counter's picker searches. */
  lookupEntries(): Promise<LookupCustomer[]>;
  find(id: number): Promise<Customer | null>;
  documentTaken(documentType: string, documentNumber: string, exceptId?: number): Promise<boolean>;
  create(fields: CustomerFields, createdBy: number): Promise<Customer>;
  update(id: number, fields: CustomerFields): Promise<Customer>;
  /** False (nothing deleted) when his account has movements ('Crédito'): the ledger is kept. */
  delete(id: number): Promise<boolean>;
}

export interface PromotionFields {
  name: string;
  description: string | null;
  discountPercentage: number;
  /** Full ISO timestamps, so text order is time order. */
  startDate: string;
  endDate: string;
  isActive: boolean;
  productIds: number[];
}

export interface PromotionsRepository {
  /** Newest start first. */
  list(): Promise<Promotion[]>;
  find(id: number): Promise<Promotion | null>;
  create(fields: PromotionFields): Promise<Promotion>;
  setActive(id: number, active: boolean): Promise<Promotion>;
  /** ORDER BY name NOCASE, id */
  products(id: number): Promise<PromotionProduct[]>;
  hasProduct(id: number, productId: number): Promise<boolean>;
  /** The link only: the operation has checked both rows exist and the link does not. */
  addProduct(id: number, productId: number): Promise<void>;
  /** False when the product was not in the promotion. */
  removeProduct(id: number, productId: number): Promise<boolean>;
}

export interface DashboardRepository {
  stats(): Promise<DashboardStats>;
  /** Sales completed at or after `from` and before `to` (ISO times). */
  completedSalesBetween(from: string, to: string): Promise<number>;
  /** Furthest below the threshold first, then the emptiest, then by name. */
  lowStock(limit: number): Promise<LowStockProduct[]>;
  recentSales(limit: number): Promise<RecentSale[]>;
  topSelling(limit: number): Promise<TopSellingProduct[]>;
}

export interface ShopSettingsRepository {
  /** The defaults (mode off) until an Administrador saves them. */
  get(): Promise<ShopSettings>;
  save(settings: ShopSettings): Promise<ShopSettings>;
}

/** The shop's words (rules/search-synonyms.ts), as lines in the order kept. */
export interface SearchSynonymsRepository {
  /** The lines a new database was given until an Administrador saves others. */
  get(): Promise<string[]>;
  save(lines: string[]): Promise<string[]>;
}

/** One line of a sale as the operation priced it (names kept: a product may be renamed or deleted). */
export interface SaleLineDraft {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  discount: number;
  unitPriceCents: number;
  discountCents: number;
  subtotalCents: number;
}

/** A payment row as the operation checked it (rules/sale-payments.ts). */
export interface SalePaymentDraft {
  method: string;
  amountCents: number;
  tenderedCents: number | null;
  changeCents: number | null;
  reference: string | null;
  /** Only for cash in another currency (rules/currencies.ts). */
  currency?: string;
  foreignAmount?: number;
  rate?: string;
}

/** How a completed sale is paid and the register session its payments belong to. */
export interface SalePaymentsDraft {
  /** Empty for a pending sale. */
  payments: SalePaymentDraft[];
  registerSessionId: number | null;
  /** Present when some payment is 'credito': the debit of the customer's account ('Crédito'). */
  account?: SaleAccountDraft;
}

export interface SaleDraft extends SalePaymentsDraft {
  status: "completed" | "pending";
  userId: number;
  customerId: number | null;
  customerName: string | null;
  paymentMethod: string;
  taxRate: number;
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** One per product (the operation merged repeats). */
  lines: SaleLineDraft[];
  /** The quote the sale is made from: marked converted in the sale's transaction, `stale` if it was. */
  quoteId?: number;
}

/** What a pending sale completes at: today's prices, discounts, IVA, payment and money. */
export interface SaleCompletionTerms extends SalePaymentsDraft {
  paymentMethod: string;
  taxRate: number;
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  lines: Array<{
    productId: number;
    unitPriceCents: number;
    discount: number;
    discountCents: number;
    subtotalCents: number;
  }>;
}

/** A line asked for more than the product's stock at the moment of the write. */
export interface StockShortage {
  productId: number;
  available: number;
}

/** `sessionClosed`: the register session the payments were for closed before the write. */
export type SaleWrite =
  | { sale: Sale }
  | { shortage: StockShortage }
  | { stale: true }
  | { sessionClosed: true }
  /** A sale on account the customer's account refused (limit, overdue debt, credit not enabled). */
  | { creditRefused: string };

export interface SalesFilter {
  /** Digits: the sale number; otherwise words of the customer's name or the payment method. */
  search?: string;
  status?: SaleStatus;
  limit: number;
  offset: number;
}

export interface SaleReturnDraft {
  userId: number;
  reason: string;
  lines: Array<{ lineId: number; quantity: number }>;
  refundCents: number;
  /** The method of what does not go back on the customer's account (cash leaves the drawer). */
  refundMethod: string;
  /**
   * For a sale with any 'credito' payment: the refund's parts given what the sale still charges on
   * the account, read inside the return's write (the account part is a 'return' movement).
   */
  accountShare?: (chargedOnAccountCents: number) => RefundParts;
  registerSessionId: number | null;
}

export interface SalesRepository {
  /** Newest first (then the higher number); `total` counts every match before paging. */
  list(filter: SalesFilter): Promise<{ items: Sale[]; total: number }>;
  find(id: number): Promise<Sale | null>;
  /**
   * In one transaction: the sale and its lines and, when completed, every line's stock lowered with a
   * 'sale' movement by the seller. When a line asks for more than the stock, nothing is written.
   */
  create(draft: SaleDraft): Promise<SaleWrite>;
  /**
   * A pending sale becomes completed at `terms` (its lines' prices and money, IVA and payment
   * rewritten), by the same stock rule; `stale` when it is no longer pending.
   */
  complete(id: number, userId: number, terms: SaleCompletionTerms): Promise<SaleWrite>;
  /**
   * The sale becomes canceled; a completed one's unreturned units go back with a 'cancellation'
   * movement per line. `stale` when it was canceled meanwhile.
   */
  cancel(id: number, userId: number): Promise<SaleWrite>;
  /**
   * The units go back with a 'return' movement per line (the reason as the movement's). `stale` when
   * the sale is no longer completed or a line has fewer units left to return than asked.
   */
  addReturn(id: number, draft: SaleReturnDraft): Promise<SaleWrite>;
}

export interface RegisterSessionsFilter {
  registerId?: number;
  userId?: number;
  status?: "open" | "closed";
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** A register session as recorded: the operation derives its figures (rules/register-figures.ts). */
export interface RegisterSessionData {
  id: number;
  register: NamedRef;
  openedBy: NamedRef;
  openedAt: string;
  openingFloatCents: number;
  closedAt: string | null;
  closedBy: NamedRef | null;
  counted: Record<string, number> | null;
  note: string | null;
  payments: Array<{
    method: string;
    amountCents: number;
    tenderedCents: number | null;
    changeCents: number | null;
    currency: string | null;
    foreignAmount: number | null;
  }>;
  refunds: Array<{ method: string; amountCents: number }>;
  movements: CashMovement[];
  reopenings: Array<{ reason: string; user: NamedRef | null; createdAt: string }>;
  salesCount: number;
  firstSaleId: number | null;
  lastSaleId: number | null;
}

/** A currency accepted at the counter with its rate of one day (rules/currencies.ts). */
export interface CurrencyRecord {
  code: string;
  name: string;
  rate: { rate: string; day: string; setBy: NamedRef | null; setAt: string } | null;
}

export interface CurrenciesRepository {
  /** By code, each with its rate of `day` (null when none was set that day). */
  list(day: string): Promise<CurrencyRecord[]>;
  /** False when the code is already accepted (nothing written). */
  create(code: string, name: string): Promise<boolean>;
  /** False when it was not accepted. Rates already set stay recorded. */
  remove(code: string): Promise<boolean>;
  /** The day's rate, replacing one set earlier that day. False when the currency is not accepted. */
  setRate(code: string, day: string, rate: string, userId: number): Promise<boolean>;
}

export interface RegistersRepository {
  /** By name, each with the session open on it. */
  list(): Promise<Register[]>;
  find(id: number): Promise<Register | null>;
  /** Compared trimmed and in any case. */
  nameTaken(name: string, exceptId?: number): Promise<boolean>;
  create(name: string): Promise<Register>;
  rename(id: number, name: string): Promise<Register>;
  /** `alreadyOpen` when the register has an open session (the unique index decides a race). */
  openSession(open: {
    registerId: number;
    userId: number;
    openingFloatCents: number;
  }): Promise<{ id: number } | { alreadyOpen: true }>;
  findSession(id: number): Promise<RegisterSessionData | null>;
  /** Newest first. */
  listSessions(filter: RegisterSessionsFilter): Promise<{ items: RegisterSessionData[]; total: number }>;
  /** The newest open session the user opened, if any. */
  openSessionOf(userId: number): Promise<number | null>;
  /** False when the session closed meanwhile (nothing written). */
  addMovement(
    sessionId: number,
    movement: { kind: "in" | "out"; amountCents: number; reason: string; userId: number },
  ): Promise<boolean>;
  /** False when it was already closed (nothing written). */
  close(
    sessionId: number,
    closing: { userId: number; counted: Record<string, number>; note: string | null },
  ): Promise<boolean>;
  /** The closing moves to a recorded reopening and the session is open again. */
  reopen(
    sessionId: number,
    reopening: { userId: number; reason: string },
  ): Promise<"ok" | "notClosed" | "alreadyOpen">;
}

export interface UploadsRepository {
  /** Keeps an image already checked by the operation; answers the URL it is served at. */
  save(bytes: Uint8Array, extension: string, ownerId: number): Promise<string>;
  /** How many images the owner uploaded since `since` (ms), used or not. */
  countSince(ownerId: number, since: number): Promise<number>;
  /** The owner's images that no product (image) or brand (logo) uses yet: how many, how big. */
  pendingOf(ownerId: number): Promise<{ count: number; bytes: number }>;
  /** Removes the images nothing uses that were stored before `before` (ms); answers how many. */
  sweep(before: number): Promise<number>;
}

/** A product as the inventory reports list it. */
export interface InventoryReportProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
  costPrice: number;
  stockThreshold: number;
  category: { id: number; name: string } | null;
}

export interface InventoryReportRows {
  /** Over every product: count, Σ stock × cost price and Σ stock (negatives as 0), low-stock count. */
  summary: { totalProducts: number; inventoryValue: number; totalUnits: number; lowStockCount: number };
  /** The `top` most urgent products at or below their minimum (rules/inventory-report.ts order). */
  lowStock: InventoryReportProduct[];
  /** The `top` products of largest stock × cost price, then by name and id. */
  byValue: InventoryReportProduct[];
}

export interface ReportsRepository {
  inventory(top: number): Promise<InventoryReportRows>;
}

/** An archive to send as it is. */
export interface StoredFile {
  size: number;
  chunks(): AsyncIterable<Uint8Array>;
}

export interface BackupsRepository {
  /** The copies, newest first. */
  list(): Promise<Backup[]>;
  /** The copy being made now, if any. */
  progress(): Promise<BackupProgress | null>;
  /** The last backup that failed, until one succeeds. */
  lastFailure(): Promise<BackupFailure | null>;
  /** How many copies retention keeps. */
  keep(): number;
  /** Makes a copy now (retention then removes the oldest); null when one is already being made. */
  create(): Promise<Backup | null>;
  /** The archive of a copy by its name, or null. */
  open(name: string): Promise<StoredFile | null>;
  schedule(): Promise<BackupSchedule>;
  setSchedule(schedule: BackupSchedule): Promise<void>;
}

/** A product as the products import compares and the export writes it (names are the catalogue's). */
export interface ImportProductRow {
  id: number;
  sku: string;
  name: string;
  notes: string | null;
  barcode: string | null;
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  costPrice: number;
  sellingPrice: number;
  stock: number;
  stockThreshold: number;
  yearFrom: number | null;
  yearTo: number | null;
  location: string | null;
  fitments: FitmentFields[];
}

/** Every name a spreadsheet row may refer to. */
export interface ImportCatalogue {
  categories: { id: number; name: string }[];
  subcategories: { id: number; name: string; categoryId: number }[];
  brands: { id: number; name: string }[];
  /** Car models with their make's name. */
  vehicles: { id: number; name: string; brandName: string }[];
}

/** The writes of one import, all inside the import's one transaction. */
export interface ProductImportWriter {
  /** The products with these SKUs, compared in any case. */
  existing(skus: string[]): Promise<ImportProductRow[]>;
  /** Who holds a code key, read inside the import's transaction (server/code-claims.ts). */
  holders(key: string): Promise<CodeHolder[]>;
  /** Many keys' holders at once, inside the import's transaction. */
  holdersOfKeys(keys: readonly string[]): Promise<Map<string, CodeHolder[]>>;
  createCategory(name: string): Promise<number>;
  createSubcategory(categoryId: number, name: string): Promise<number>;
  createBrand(name: string): Promise<number>;
  /** The new products' ids, in order. */
  createProducts(rows: ProductFields[]): Promise<number[]>;
  /** Links for products that have none yet (just created). */
  addFitments(entries: { productId: number; links: FitmentFields[] }[]): Promise<void>;
  updateProduct(id: number, fields: Partial<ProductFields>): Promise<void>;
  replaceFitments(productId: number, links: FitmentFields[]): Promise<void>;
  record(movements: StockMovementInput[], prices: PriceChangeInput[]): Promise<void>;
}

export interface ProductImportRepository {
  catalogue(): Promise<ImportCatalogue>;
  /** The products with these SKUs, compared in any case. */
  existing(skus: string[]): Promise<ImportProductRow[]>;
  /** One transaction: committed when `work` resolves, rolled back (nothing written) when it throws. */
  transaction<T>(work: (writer: ProductImportWriter) => Promise<T>): Promise<T>;
  /** Each product's links, for the export. */
  fitmentsOf(productIds: number[]): Promise<Map<number, FitmentFields[]>>;
}

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
