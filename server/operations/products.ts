// Products: search and paging (X-Total-Count), create, replace (admin), barcode, delete (admin).
import type { ProductCreate, ProductUpdate } from "@contract/types";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage, optionalText, patchText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import { searchTerms } from "../../rules/product-search";
import { planVehicleSearch } from "../../rules/vehicle-search";
import type { ProductFields, ProductFilter, Store } from "../store";
import { codeMatchIds } from "./product-codes";
import { created, noContent, ok, type Operation } from "./types";

/** A year range: either end may be open, but the start never comes after the end. */
export function checkYears(input: { yearFrom?: number | null; yearTo?: number | null }) {
  const yearFrom = input.yearFrom ?? null;
  const yearTo = input.yearTo ?? null;
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) throw badRequest(MESSAGES.yearsReversed);
  return { yearFrom, yearTo };
}

/**
 * What the schema cannot check, in this order: blank name, blank SKU, category, subcategory (exists,
 * belongs to the category), brand, years, unique SKU. Text is trimmed; "not sent" stays undefined.
 */
export async function checkedProductFields(
  store: Store,
  body: ProductCreate | ProductUpdate,
  exceptId?: number,
): Promise<ProductFields> {
  const name = body.name.trim();
  const sku = body.sku.trim();
  if (name === "") throw badRequest(blankFieldMessage("name"));
  if (sku === "") throw badRequest(blankFieldMessage("sku"));
  const hasSubcategory = body.subcategoryId !== undefined && body.subcategoryId !== null;
  const named = await store.products.references({
    categoryId: body.categoryId,
    subcategoryId: hasSubcategory ? body.subcategoryId! : null,
    brandId: body.brandId,
    sku,
    exceptId,
  });
  if (!named.categoryExists) throw badRequest(MESSAGES.categoryMissing);
  if (hasSubcategory) {
    if (named.subcategoryCategoryId === null) throw badRequest(MESSAGES.subcategoryMissing);
    if (named.subcategoryCategoryId !== body.categoryId)
      throw badRequest(MESSAGES.subcategoryOutsideCategory);
  }
  if (!named.brandExists) throw badRequest(MESSAGES.brandMissing);
  checkYears(body);
  if (named.skuTaken) throw conflict(MESSAGES.duplicateSku);
  const fields: ProductFields = {
    ...body,
    name,
    sku,
    barcode: patchText(body.barcode),
    notes: patchText(body.notes),
    location: patchText(body.location),
    imageUrl: patchText(body.imageUrl),
  };
  for (const key of Object.keys(fields) as Array<keyof ProductFields>)
    if (fields[key] === undefined) delete fields[key];
  return fields;
}

async function mustFind(store: Store, id: number) {
  const product = await store.products.find(id);
  if (!product) throw notFound(MESSAGES.productNotFound);
  return product;
}

const withoutAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

/** The filter of a product search: vehicle words become fitment conditions (rules/vehicle-search.ts). */
async function searchFilter(store: Store, search: string | undefined): Promise<ProductFilter> {
  if (!search || searchTerms(search).length === 0) return { search };
  // Only the models that could be named: the planner needs whole words, so every word of a match
  // appears in the model's name. A lone letter is no model's only word worth a lookup (it would
  // fetch nearly every model: "f" alone cost 50 ms over 5 000 models); numbers ("mazda 3") stay.
  const words = searchTerms(search)
    .map(withoutAccents)
    .filter((word) => word.length >= 2 || /^\d+$/.test(word));
  if (words.length === 0) return { search };
  const plan = planVehicleSearch(search, await store.vehicles.named(words));
  return { search: plan.text || undefined, vehicleIds: plan.vehicleIds, year: plan.year };
}

const listProducts: Operation<"listProducts"> = async ({ store }, { query }) => {
  const [filter, codeIds] = await Promise.all([
    searchFilter(store, query.search),
    query.search ? codeMatchIds(store, query.search) : [],
  ]);
  const { items, total } = await store.products.list({
    ...query,
    ...filter,
    ...(codeIds.length > 0 ? { codeIds } : {}),
  });
  return { status: 200, body: items, headers: { "X-Total-Count": String(total) } };
};

const getProduct: Operation<"getProduct"> = async ({ store }, { params }) =>
  ok(await mustFind(store, params.id));

const createProduct: Operation<"createProduct"> = async ({ store }, { body }) =>
  created(await store.products.create(await checkedProductFields(store, body)));

const updateProduct: Operation<"updateProduct"> = async ({ store }, { params, body }) => {
  // Both at once; a missing product answers 404 before any complaint about the body.
  const [found, checked] = await Promise.allSettled([
    mustFind(store, params.id),
    checkedProductFields(store, body, params.id),
  ]);
  if (found.status === "rejected") throw found.reason;
  if (checked.status === "rejected") throw checked.reason;
  return ok(await store.products.update(params.id, checked.value));
};

const updateProductBarcode: Operation<"updateProductBarcode"> = async ({ store }, { params, body }) => {
  await mustFind(store, params.id);
  const barcode = optionalText(body.barcode);
  if (barcode === null) throw badRequest(blankFieldMessage("barcode"));
  return ok(await store.products.update(params.id, { barcode }));
};

const deleteProduct: Operation<"deleteProduct"> = async ({ store }, { params }) => {
  if (!(await store.products.delete(params.id))) throw notFound(MESSAGES.productNotFound);
  return noContent();
};

export const productsOperations = {
  listProducts,
  getProduct,
  createProduct,
  updateProduct,
  updateProductBarcode,
  deleteProduct,
};
