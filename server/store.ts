// The one store interface the operations use, one repository per resource (in the spirit of
// fastify/demo's repository plugins). Two implementations: bff/src/store/ (Knex over SQLite) and
// mocks/store/ (@msw/data in memory). Repositories only read and write; every decision (rules,
// messages, refusals, roles, ownership) is in server/operations/.
import type {
  Brand,
  Category,
  Customer,
  DashboardStats,
  LabelSize,
  LabelTemplate,
  LowStockProduct,
  Product,
  ProductCreate,
  ProductFitment,
  Promotion,
  PromotionProduct,
  RecentSale,
  Role,
  Subcategory,
  TopSellingProduct,
  User,
  Vehicle,
} from "@contract/types";

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
  create(user: NewUser): Promise<User>;
  setPassword(id: number, password: string): Promise<void>;
  setActive(id: number, active: boolean): Promise<void>;
  countActiveAdmins(): Promise<number>;
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
  /** The models whose name contains one of the words (any ASCII case), as list() orders them. */
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
  /** Replaces every link of the product at once. */
  replace(productId: number, links: FitmentFields[]): Promise<void>;
  countOfVehicle(vehicleId: number): Promise<number>;
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
  find(id: number): Promise<Product | null>;
  allExist(ids: number[]): Promise<boolean>;
  count(where: { categoryId?: number; brandId?: number; subcategoryId?: number }): Promise<number>;
  references(named: ProductReferenceQuery): Promise<ProductReferences>;
  create(fields: ProductFields): Promise<Product>;
  /**
   * Writes the fields and moves the product's version. With `expectedVersion`, only while the
   * product is still at that version (checked and written at once); null when nothing was written.
   */
  update(id: number, fields: Partial<ProductFields>, expectedVersion?: number): Promise<Product | null>;
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
  find(id: number): Promise<Customer | null>;
  documentTaken(documentType: string, documentNumber: string, exceptId?: number): Promise<boolean>;
  create(fields: CustomerFields, createdBy: number): Promise<Customer>;
  update(id: number, fields: CustomerFields): Promise<Customer>;
  delete(id: number): Promise<void>;
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
  /** Furthest below the threshold first, then the emptiest, then by name. */
  lowStock(limit: number): Promise<LowStockProduct[]>;
  recentSales(limit: number): Promise<RecentSale[]>;
  topSelling(limit: number): Promise<TopSellingProduct[]>;
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

export interface Store {
  users: UsersRepository;
  categories: CategoriesRepository;
  subcategories: SubcategoriesRepository;
  brands: BrandsRepository;
  vehicles: VehiclesRepository;
  fitments: FitmentsRepository;
  products: ProductsRepository;
  labelTemplates: LabelTemplatesRepository;
  labelSizes: LabelSizesRepository;
  labelImport: LabelImportRepository;
  customers: CustomersRepository;
  promotions: PromotionsRepository;
  dashboard: DashboardRepository;
  reports: ReportsRepository;
  uploads: UploadsRepository;
}
