// The store interface (server/store.ts) over SQLite with Knex and Objection: one repository object
// per resource, built from this folder's query modules. Passwords are hashed here.
import type { Knex } from "knex";
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "../../../server/errors";
import type { Store } from "../../../server/store";
import type { BackupService } from "../backup/backup-service";
import { backupServiceFor } from "../backup/backup-service-for";
import { HashQueueFullError } from "../security/hash-pool";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../security/password";
import { createBackupsRepository } from "./backups-repository";
import * as brands from "./brands-repository";
import * as categories from "./categories-repository";
import * as customers from "./customers-repository";
import * as dashboard from "./dashboard-repository";
import * as fitments from "./fitments-repository";
import * as labels from "./labels-repository";
import * as productWrites from "./product-writes";
import * as productCodes from "./product-codes-repository";
import * as products from "./products-repository";
import * as promotions from "./promotions-repository";
import * as saleWrites from "./sale-writes";
import { findSale, listSales } from "./sales-repository";
import { readShopSettings, saveShopSettings } from "./shop-settings-repository";
import { inventoryReport } from "./reports-repository";
import { cachedNamedVehicles } from "./sqlite-list-cache";
import { createStockLedgerRepository } from "./stock-ledger-repository";
import { createProductImportRepository } from "./product-import-repository";
import { createUploadsRepository } from "./uploads-repository";
import * as users from "./users-repository";

async function countWhere(db: Knex, table: string, where: Record<string, unknown>): Promise<number> {
  const row = (await db(table).where(where).count<{ n: number }[]>("* as n"))[0];
  return Number(row?.n ?? 0);
}

async function allExist(db: Knex, table: string, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const rows = await db(table).whereIn("id", unique).select<{ id: number }[]>("id");
  return rows.length === unique.length;
}

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} vanished during the request`);
  return value;
}

export function createKnexStore(db: Knex, options: { uploadsDir: string; backups?: BackupService }): Store {
  return {
    users: {
      list: () => users.listUsers(db),
      find: (id) => users.findUserById(db, id),
      async checkCredentials(login, password) {
        const account = await users.findUserForLogin(db, login);
        // Unknown users cost the same scrypt time as known ones, so timing does not reveal accounts.
        // A long line of hashes (a flood of sign-ins) is refused at once rather than queued.
        const valid = await verifyPassword(
          password,
          account?.passwordHash ?? (await dummyPasswordHash()),
          true,
        ).catch((error: unknown) => {
          if (error instanceof HashQueueFullError) throw new HttpError(429, MESSAGES.tooManyLogins);
          throw error;
        });
        return account && valid ? account.user : null;
      },
      accountIdFor: (login) => users.findUserIdForLogin(db, login),
      async passwordMatches(id, password) {
        const hash = await users.findPasswordHash(db, id);
        return hash !== null && verifyPassword(password, hash);
      },
      findClash: (username, email) => users.findUsernameOrEmailClash(db, username, email),
      usernameTaken: (username, exceptId) => users.usernameTaken(db, username, exceptId),
      updateProfile: (id, profile) => users.updateUserProfile(db, id, profile),
      async create({ password, ...user }) {
        return users.insertUser(db, { ...user, passwordHash: await hashPassword(password) });
      },
      async setPassword(id, password) {
        await users.updatePasswordHash(db, id, await hashPassword(password));
      },
      setActive: (id, active) => users.setUserActive(db, id, active),
      countActiveAdmins: () => users.countActiveAdmins(db),
    },
    categories: {
      list: () => categories.listCategories(db),
      find: (id) => categories.findCategory(db, id),
      allExist: (ids) => allExist(db, "categories", ids),
      nameTaken: (name, exceptId) => categories.categoryNameTaken(db, name, exceptId),
      create: (fields) => categories.insertCategory(db, fields),
      async update(id, patch) {
        await categories.updateCategory(db, id, patch);
        return found(await categories.findCategory(db, id), "category");
      },
      delete: (id) => categories.deleteCategory(db, id),
    },
    subcategories: {
      list: (categoryId) => categories.listSubcategories(db, categoryId),
      find: (id) => categories.findSubcategory(db, id),
      countOf: (categoryId) => categories.countSubcategoriesOf(db, categoryId),
      nameTaken: (categoryId, name) => categories.subcategoryNameTaken(db, categoryId, name),
      create: (fields) => categories.insertSubcategory(db, fields),
      delete: (id) => categories.deleteSubcategory(db, id),
    },
    brands: {
      list: (categoryId) => brands.listBrands(db, categoryId),
      find: (id) => brands.findBrand(db, id),
      nameTaken: (name, exceptId) => brands.brandNameTaken(db, name, exceptId),
      async create(fields, categoryIds) {
        const id = await db.transaction(async (trx) => {
          const newId = await brands.insertBrand(trx, fields);
          await brands.setBrandCategories(trx, newId, categoryIds);
          return newId;
        });
        return found(await brands.findBrand(db, id), "brand");
      },
      async update(id, fields, categoryIds) {
        await db.transaction(async (trx) => {
          await brands.updateBrand(trx, id, fields);
          if (categoryIds) await brands.setBrandCategories(trx, id, categoryIds);
        });
        return found(await brands.findBrand(db, id), "brand");
      },
      delete: (id) => brands.deleteBrand(db, id),
    },
    vehicles: {
      list: () => brands.listVehicles(db),
      named: (words) => cachedNamedVehicles(db, words, () => brands.listVehicles(db, undefined, words)),
      find: async (id) => (await brands.listVehicles(db, id))[0] ?? null,
      allExist: (ids) => allExist(db, "vehicles", ids),
      countOfBrand: (brandId) => countWhere(db, "vehicles", { brand_id: brandId }),
      async create(fields) {
        const id = await brands.insertVehicle(db, fields);
        return found((await brands.listVehicles(db, id))[0] ?? null, "vehicle");
      },
      async update(id, fields) {
        await fitments.updateVehicle(db, id, fields);
        return found((await brands.listVehicles(db, id))[0] ?? null, "vehicle");
      },
      delete: (id) => fitments.deleteVehicle(db, id),
    },
    fitments: {
      ofProduct: (productId) => fitments.fitmentsOfProduct(db, productId),
      replace: (productId, links) => fitments.replaceFitments(db, productId, links),
      countOfVehicle: (vehicleId) => countWhere(db, "product_vehicles", { vehicle_id: vehicleId }),
    },
    products: {
      list: (filter) => products.listProducts(db, filter),
      find: (id) => products.findProduct(db, id),
      allExist: (ids) => allExist(db, "products", ids),
      count: ({ categoryId, brandId, subcategoryId }) =>
        categoryId !== undefined
          ? products.countProducts(db, "category_id", categoryId)
          : brandId !== undefined
            ? products.countProducts(db, "brand_id", brandId)
            : subcategoryId !== undefined
              ? products.countProducts(db, "subcategory_id", subcategoryId)
              : products.countProducts(db),
      references: (named) => products.productReferences(db, named),
      async create(fields, userId) {
        return found(
          await products.findProduct(db, await productWrites.createProduct(db, fields, userId)),
          "product",
        );
      },
      async update(id, fields, userId, expectedVersion) {
        if (!(await productWrites.editProduct(db, id, fields, userId, expectedVersion))) return null;
        return found(await products.findProduct(db, id), "product");
      },
      delete: (id) => products.deleteProduct(db, id),
    },
    productCodes: {
      ofProduct: (productId) => productCodes.codesOfProduct(db, productId),
      holders: (key) => productCodes.codeHolders(db, key),
      add: (productId, code) => productCodes.insertCode(db, productId, code),
      delete: (productId, codeId) => productCodes.deleteCode(db, productId, codeId),
    },
    equivalents: {
      of: (productId) => productCodes.equivalentsOf(db, productId),
      link: (productId, otherId) => productCodes.linkEquivalents(db, productId, otherId),
      unlink: (productId, otherId) => productCodes.unlinkEquivalent(db, productId, otherId),
    },
    labelTemplates: {
      list: () => labels.listTemplates(db),
      find: (id) => labels.findTemplate(db, id),
      templateIdTaken: (templateId, exceptId) => labels.templateIdTaken(db, templateId, exceptId),
      save: (fields, id) => labels.saveTemplate(db, fields, id),
      delete: (id) => labels.deleteTemplate(db, id),
    },
    labelSizes: {
      list: () => labels.listSizes(db),
      find: (id) => labels.findSize(db, id),
      sizeIdTaken: (sizeId, exceptId) => labels.sizeIdTaken(db, sizeId, exceptId),
      save: (fields, id) => labels.saveSize(db, fields, id),
      delete: (id) => labels.deleteSize(db, id),
    },
    labelImport: { apply: (entries) => labels.importLabels(db, entries) },
    customers: {
      list: (ownerId) => customers.listCustomers(db, ownerId),
      find: (id) => customers.findCustomer(db, id),
      documentTaken: (type, number, exceptId) => customers.documentTaken(db, type, number, exceptId),
      async create(fields, createdBy) {
        const id = await customers.insertCustomer(db, { ...fields, created_by: createdBy });
        return found(await customers.findCustomer(db, id), "customer");
      },
      async update(id, fields) {
        await customers.updateCustomer(db, id, fields);
        return found(await customers.findCustomer(db, id), "customer");
      },
      delete: (id) => customers.deleteCustomer(db, id),
    },
    promotions: {
      list: () => promotions.listPromotions(db),
      find: (id) => promotions.findPromotion(db, id),
      async create(fields) {
        const id = await db.transaction((trx) => promotions.insertPromotion(trx, fields));
        return found(await promotions.findPromotion(db, id), "promotion");
      },
      async setActive(id, active) {
        await promotions.setPromotionActive(db, id, active);
        return found(await promotions.findPromotion(db, id), "promotion");
      },
      products: (id) => promotions.promotionProducts(db, id),
      hasProduct: (id, productId) => promotions.hasPromotionProduct(db, id, productId),
      addProduct: (id, productId) => promotions.addPromotionProduct(db, id, productId),
      removeProduct: (id, productId) => promotions.removePromotionProduct(db, id, productId),
    },
    dashboard: {
      stats: () => dashboard.dashboardStats(db),
      lowStock: (limit) => dashboard.lowStockProducts(db, limit),
      recentSales: (limit) => dashboard.recentSales(db, limit),
      topSelling: (limit) => dashboard.topSellingProducts(db, limit),
    },
    reports: { inventory: (top) => inventoryReport(db, top) },
    uploads: createUploadsRepository(db, options.uploadsDir),
    stockLedger: createStockLedgerRepository(db),
    backups: createBackupsRepository(db, options.backups ?? backupServiceFor(db, options)),
    shopSettings: { get: () => readShopSettings(db), save: (settings) => saveShopSettings(db, settings) },
    sales: {
      list: (filter) => listSales(db, filter),
      find: (id) => findSale(db, id),
      create: (draft) => saleWrites.createSale(db, draft),
      complete: (id, userId) => saleWrites.completeSale(db, id, userId),
      cancel: (id, userId) => saleWrites.cancelSale(db, id, userId),
      addReturn: (id, draft) => saleWrites.addSaleReturn(db, id, draft),
    },
    productImport: createProductImportRepository(db),
  };
}
