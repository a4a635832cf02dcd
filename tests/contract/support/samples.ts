// One valid, harmless request per operation, for the role matrix and the generic 401/403
// scenarios. "Harmless": creations use unique names, updates write back the current values,
// deletions and toggles act on a throwaway row the caller just created.
import type { ApiClient, CallOptions, Json } from "./client";
import {
  customerBody,
  imageForm,
  IMPORT_MAPPING,
  importCsv,
  importForm,
  productBody,
  promotionBody,
  TINY_PNG,
  userBody,
} from "./bodies";
import { productUpdateBody } from "./bodies";
import { unique } from "./expectations";
import { accountSample } from "./account-samples";
import { purchaseSampleRequest } from "./purchase-samples";
import { quoteSampleRequest } from "./quote-samples";
import { registerSample } from "./register-samples";
import { counterModeOn, recordedSale, saleBody, stockedProduct } from "./sales";
import type { ScenarioContext } from "./scenario";
import { enrol, enrolledAccount, nextCode, passwordStep } from "./two-factor";
import { SEEDED_SYNONYMS } from "../../../rules/search-synonyms";
import { totpCode } from "../../../rules/totp";

export type Role = "admin" | "sales" | null;

const MISSING_ID = 999_999;

async function first(client: ApiClient, operationId: string, options: CallOptions = {}): Promise<Json> {
  const res = await client.call(operationId, options);
  const rows = Array.isArray(res.body) ? res.body : res.body.data;
  if (!rows?.[0]) throw new Error(`${operationId} returned no rows to build a sample from`);
  return rows[0];
}

/** An import of the caller's own (imports belong to who uploaded them); a made-up id otherwise. */
async function sampleImportId(caller: ApiClient, role: Role): Promise<string> {
  if (role !== "admin") return "00000000-0000-4000-8000-000000000000";
  const res = await caller.call("uploadProductImport", {
    form: importForm(importCsv(unique("IMP").replace(" ", "-"))),
  });
  return res.body.id;
}

/** A fresh product of the admin's, so codes and equivalences never touch seed rows others read. */
async function throwawayProduct(admin: ApiClient): Promise<number> {
  const p = await first(admin, "listProducts", { query: { limit: 1 } });
  return (await admin.call("createProduct", { body: productBody(p) })).body.id as number;
}

function pick(row: Json, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]));
}

const CUSTOMER_KEYS = [
  "customer_type",
  "document_type",
  "document_number",
  "first_name",
  "last_name",
  "business_name",
  "tax_id",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "postal_code",
  "notes",
];

/**
 * Builds the sample for `operationId` as `caller` (role `role`). `ctx` gives an admin client for
 * look-ups. Throws for an operation without a sample, so a new operation cannot slip through.
 */
export async function sampleRequest(
  operationId: string,
  ctx: ScenarioContext,
  caller: ApiClient,
  role: Role,
): Promise<CallOptions> {
  const admin = await ctx.admin();
  // Throwaway rows belong to the caller when the caller may create them, otherwise to admin.
  const owner = role ? caller : admin;
  switch (operationId) {
    case "getSalesReport":
      return { query: { from: "2025-03-01", to: "2025-03-31" } };
    case "listSellerGoals":
      return { query: { from: "2025-03", to: "2025-04" } };
    case "saveSellerGoals":
      return {
        body: {
          month: "2025-03",
          goals: [{ userId: (await admin.call("getCurrentUser")).body.id, amountCents: 100, units: 1 }],
        },
      };
    case "getCurrentUser":
    case "listProducts":
    case "listLowStockProducts":
    case "listTopSellingProducts":
    case "listCategories":
    case "listSubcategories":
    case "listBrands":
    case "listVehicles":
    case "listLabelTemplates":
    case "listLabelSizes":
    case "getDashboardStats":
    case "getInventoryReport":
    case "getStockReport":
    case "getSellerPerformance":
    case "listRecentSales":
    case "listCustomers":
    case "listUsers":
    case "listPromotions":
    case "getShopSettings":
    case "listSales":
    case "logout":
    case "listBackups":
    case "createBackup":
    case "getBackupSchedule":
    case "listOwnSessions":
    case "endOtherSessions":
      return {};
    case "setBackupSchedule":
      return { body: { schedule: "daily" } };
    case "downloadBackup": {
      const made = await admin.call("createBackup");
      return { path: { name: made.body?.name ?? "backup-20000101-000000-000.tar.gz" } };
    }
    case "login":
      return { body: { username: "vendedor2", password: "vendedor123" } };
    case "register":
    case "createUser":
      return { body: userBody() };
    case "createProduct": {
      const p = await first(admin, "listProducts", { query: { limit: 1 } });
      return { body: productBody(p) };
    }
    case "getProduct":
      return { path: { id: (await first(admin, "listProducts", { query: { limit: 1 } })).id } };
    case "updateProduct": {
      const p = await first(admin, "listProducts", { query: { limit: 1 } });
      return { path: { id: p.id }, body: productUpdateBody(p) };
    }
    case "deleteProduct": {
      const p = await first(admin, "listProducts", { query: { limit: 1 } });
      const created = await admin.call("createProduct", { body: productBody(p) });
      return { path: { id: created.body.id } };
    }
    case "listProductMovements":
    case "listProductPriceHistory":
      return { path: { id: (await first(admin, "listProducts", { query: { limit: 1 } })).id } };
    case "listStockMovements":
      return { query: { limit: 5 } };
    case "adjustProductStock": {
      // A zero-change count: the stock stays as it is, one movement more.
      const p = await first(admin, "listProducts", { query: { limit: 1 } });
      return { path: { id: p.id }, body: { countedQuantity: p.stock, reason: "Conteo físico" } };
    }
    case "updateProductBarcode": {
      const p = await first(admin, "listProducts", { query: { limit: 1 } });
      return { path: { id: p.id }, body: { barcode: p.barcode ?? "7701234567890" } };
    }
    case "uploadImage":
      return { form: imageForm(TINY_PNG, "pieza.png", "image/png") };
    case "createCategory":
      return { body: { name: unique("Categoría prueba"), description: null } };
    case "updateCategory": {
      const c = await first(admin, "listCategories");
      return { path: { id: c.id }, body: { description: c.description } };
    }
    case "deleteCategory": {
      const created = await owner.call("createCategory", { body: { name: unique("Categoría borrar") } });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "createSubcategory":
      return {
        body: { name: unique("Subcategoría prueba"), categoryId: (await first(admin, "listCategories")).id },
      };
    case "listSubcategoriesOfCategory":
      return { path: { categoryId: (await first(admin, "listSubcategories")).parts_category_id } };
    case "deleteSubcategory": {
      const categoryId = (await first(admin, "listCategories")).id;
      const created = await owner.call("createSubcategory", {
        body: { name: unique("Sub borrar"), categoryId },
      });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "createBrand":
      return { body: { name: unique("Marca prueba"), categoryIds: [] } };
    case "updateBrand": {
      const b = await first(admin, "listBrands");
      return { path: { id: b.id }, body: { description: b.description } };
    }
    case "deleteBrand": {
      const created = await owner.call("createBrand", { body: { name: unique("Marca borrar") } });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "createVehicle": {
      const v = await first(admin, "listVehicles");
      return {
        body: { brandId: v.brandId, name: unique("Modelo"), yearFrom: 2010, yearTo: 2015, engine: "1.6" },
      };
    }
    case "updateVehicle": {
      const v = await first(admin, "listVehicles");
      return {
        path: { id: v.id },
        body: { brandId: v.brandId, name: v.name, yearFrom: v.yearFrom, yearTo: v.yearTo, engine: v.engine },
      };
    }
    case "deleteVehicle": {
      const brandId = (await first(admin, "listVehicles")).brandId;
      const created = await owner.call("createVehicle", { body: { brandId, name: unique("Modelo borrar") } });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "listVehicleProducts":
      return { path: { id: (await first(admin, "listVehicles")).id }, query: { year: 2012 } };
    case "listProductFitments":
      return { path: { id: (await first(admin, "listProducts", { query: { limit: 1 } })).id } };
    case "replaceProductFitments": {
      // Writes back the product's current links.
      const id = (await first(admin, "listProducts", { query: { limit: 1 } })).id;
      const links = (await admin.call("listProductFitments", { path: { id } })).body as Json[];
      const body = links.map((l) => ({
        vehicleId: l.vehicleId,
        yearFrom: l.yearFrom,
        yearTo: l.yearTo,
        engine: l.engine,
      }));
      return { path: { id }, body };
    }
    case "createLabelTemplate":
      return {
        body: {
          template_id: unique("tpl").replace(" ", "-"),
          name: "Plantilla prueba",
          columns: 2,
          width: 200,
          height: 100,
        },
      };
    case "updateLabelTemplate": {
      const t = await first(admin, "listLabelTemplates");
      return {
        path: { id: t.id },
        body: pick(t, ["template_id", "name", "columns", "width", "height", "description", "is_active"]),
      };
    }
    case "deleteLabelTemplate": {
      const body = {
        template_id: unique("tpl").replace(" ", "-"),
        name: "Borrar",
        columns: 1,
        width: 100,
        height: 60,
      };
      const created = await owner.call("createLabelTemplate", { body });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "createLabelSize":
      return {
        body: { size_id: unique("size").replace(" ", "-"), name: "Tamaño prueba", width: 200, height: 100 },
      };
    case "updateLabelSize": {
      const s = await first(admin, "listLabelSizes");
      return {
        path: { id: s.id },
        body: pick(s, ["size_id", "name", "width", "height", "description", "is_predefined"]),
      };
    }
    case "deleteLabelSize": {
      const body = { size_id: unique("size").replace(" ", "-"), name: "Borrar", width: 100, height: 60 };
      const created = await owner.call("createLabelSize", { body });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "importLabels":
      return {
        body: {
          templates: [
            {
              template_id: unique("tpl").replace(" ", "-"),
              name: "Importada",
              columns: 2,
              width: 200,
              height: 100,
            },
          ],
          sizes: [],
        },
      };
    case "createCustomer":
      return { body: customerBody() };
    case "updateCustomer": {
      const created = await owner.call("createCustomer", { body: customerBody() });
      const row = created.body?.id ? created.body : await first(admin, "listCustomers");
      return { path: { id: row.id }, body: pick(row, CUSTOMER_KEYS) };
    }
    case "deleteCustomer": {
      const created = await owner.call("createCustomer", { body: customerBody() });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "changeUserPassword": {
      // An admin resets a throwaway account's password ("admin123" is too common to be set again).
      if (role === "admin") {
        const created = await admin.call("createUser", { body: userBody() });
        return { path: { userId: created.body.id }, body: { newPassword: "otra-clave-segura-7" } };
      }
      // A Vendedor changes their own: the caller is a throwaway account (role-matrix.test.ts) whose
      // password is userBody's, and the new one must differ from it.
      const me = role ? (await caller.call("getCurrentUser")).body : { id: 2 };
      return {
        path: { userId: me.id },
        body: { currentPassword: String(userBody().password), newPassword: "otra-clave-segura-7" },
      };
    }
    case "getOwnTwoFactor":
    case "startTwoFactorEnrolment":
    case "getSecuritySettings":
    case "getSearchSynonyms":
      return {};
    case "updateSearchSynonyms":
      // The lines a new database has: harmless to write again.
      return { body: { lines: [...SEEDED_SYNONYMS] } };
    case "updateSecuritySettings":
      return { body: { twoFactorForAdmins: false } };
    case "confirmTwoFactor": {
      // The caller is a throwaway account (role-matrix.test.ts): confirming turns its factor on.
      if (!role) return { body: { code: "123456" } };
      const started = await caller.call("startTwoFactorEnrolment");
      return { body: { code: await totpCode(String(started.body.secret)) } };
    }
    case "disableOwnTwoFactor": {
      // The caller is a throwaway account (role-matrix.test.ts) whose password is userBody's: it
      // enrols here, then turns it off with a recovery code.
      if (!role) return { body: { currentPassword: "nadie", code: "123456" } };
      // A demo account is never enrolled (every later sign-in of the suite would need a code): it
      // gets a request that answers 409, as nothing is on.
      const me = (await caller.call("getCurrentUser")).body;
      if (["admin", "vendedor", "vendedor2"].includes(String(me.username)))
        return { body: { currentPassword: "no-es-la-clave", code: "000000" } };
      const { recoveryCodes } = await enrol(caller);
      return { body: { currentPassword: String(userBody().password), code: recoveryCodes[0]! } };
    }
    case "loginSecondFactor": {
      const account = await enrolledAccount(ctx);
      const { challenge } = await passwordStep(ctx, account);
      return { body: { challenge, code: await nextCode(account.secret) } };
    }
    case "resetUserTwoFactor": {
      const created = await admin.call("createUser", { body: userBody() });
      return { path: { id: created.body.id } };
    }
    case "updateOwnProfile": {
      // The caller's own name and username, unchanged: the matrix proves who may call, not the edit.
      const me = role ? (await caller.call("getCurrentUser")).body : { name: "Nadie", username: "nadie" };
      return { body: { name: me.name, username: me.username } };
    }
    case "toggleUserActive": {
      const created = await admin.call("createUser", { body: userBody() });
      return { path: { id: created.body.id } };
    }
    case "createPromotion":
      return { body: promotionBody() };
    case "togglePromotion": {
      const created = await owner.call("createPromotion", { body: promotionBody() });
      return { path: { id: created.body?.id ?? MISSING_ID } };
    }
    case "listPromotionProducts":
      return { path: { id: (await first(admin, "listPromotions")).id } };
    case "addPromotionProduct": {
      const promotion = await owner.call("createPromotion", { body: promotionBody() });
      const p = await first(admin, "listProducts", { query: { limit: 1 } });
      return { path: { id: promotion.body?.id ?? MISSING_ID }, body: { productId: p.id } };
    }
    case "removePromotionProduct": {
      const p = await first(admin, "listProducts", { query: { limit: 1 } });
      const promotion = await admin.call("createPromotion", {
        body: { ...promotionBody(), productIds: [p.id] },
      });
      return { path: { id: promotion.body.id, productId: p.id } };
    }
    case "listProductCodes":
    case "listProductEquivalents":
      return { path: { id: (await first(admin, "listProducts", { query: { limit: 1 } })).id } };
    case "addProductCode":
      return {
        path: { id: await throwawayProduct(admin) },
        body: { code: unique("OEM"), kind: "OEM", source: "Prueba" },
      };
    case "deleteProductCode": {
      const id = await throwawayProduct(admin);
      const code = await admin.call("addProductCode", {
        path: { id },
        body: { code: unique("BORRAR"), kind: "Proveedor" },
      });
      return { path: { id, codeId: code.body?.id ?? MISSING_ID } };
    }
    case "addProductEquivalent": {
      const [id, other] = [await throwawayProduct(admin), await throwawayProduct(admin)];
      return { path: { id }, body: { productId: other } };
    }
    case "removeProductEquivalent": {
      const [id, other] = [await throwawayProduct(admin), await throwawayProduct(admin)];
      await admin.call("addProductEquivalent", { path: { id }, body: { productId: other } });
      return { path: { id, equivalentId: other } };
    }
    case "lookupCounterCustomers":
      await counterModeOn(admin);
      return { query: { q: "a" } };
    case "lookupProductCode":
      return { query: { code: (await first(admin, "listProducts", { query: { limit: 1 } })).sku } };
    case "updateShopSettings":
      return { body: (await admin.call("getShopSettings")).body };
    case "createSale": {
      await counterModeOn(admin);
      return { body: saleBody((await stockedProduct(admin, 3)).id) };
    }
    case "getSale":
    case "cancelSale":
      return { path: { id: (await recordedSale(admin, admin)).id } };
    case "completeSale": {
      // Paid with the optional body's payments, so the closed-body check has a body to forge.
      const pending = await recordedSale(admin, owner, "pending");
      const amountCents = Math.round(pending.total * 100);
      return { path: { id: pending.id }, body: { payments: [{ method: "efectivo", amountCents }] } };
    }
    case "createSaleReturn": {
      const sale = await recordedSale(admin, admin);
      return {
        path: { id: sale.id },
        body: { reason: "Devolución de prueba", lines: [{ lineId: sale.lines[0].id, quantity: 1 }] },
      };
    }
    case "uploadProductImport":
      return { form: importForm(importCsv(unique("IMP").replace(" ", "-"))) };
    case "getProductImport":
    case "cancelProductImport":
    case "downloadRefusedRows":
      return { path: { importId: await sampleImportId(caller, role) } };
    case "previewProductImport":
    case "startProductImport":
      return {
        path: { importId: await sampleImportId(caller, role) },
        body: { mapping: IMPORT_MAPPING, mode: "upsert", createMissing: false },
      };
    case "applySupplierPriceList":
      await counterModeOn(admin);
      return {
        path: { importId: await sampleImportId(caller, role) },
        body: { codeColumn: 0, costColumn: 4 },
      };
    case "exportProducts":
      return { query: { format: "csv", search: "zzzz-ninguno" } };
    default: {
      const purchase = await purchaseSampleRequest(operationId, admin, role);
      if (purchase) return purchase;
      const quote = await quoteSampleRequest(operationId, admin);
      if (quote) return quote;
      const sample = await registerSample(operationId, admin, owner);
      if (sample) return sample;
      const accountCall = await accountSample(operationId, admin, owner);
      if (accountCall) return accountCall;
      throw new Error(`No sample request for operation '${operationId}': add one to samples.ts`);
    }
  }
}
