// Brands (part brands and vehicle makes), linked many-to-many with categories.
import { NAME_REQUIRED } from "../../rules/catalogue-messages";
import { MESSAGES } from "../../rules/messages";
import { optionalText, patchText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { BrandFields } from "../store/brands-repository";
import type { Store } from "../store/store";
import { requiredName } from "./catalogue";
import { created, noContent, ok, type Operation } from "./types";

async function checkCategoriesExist(store: Store, ids: number[]): Promise<void> {
  if (!(await store.categories.allExist(ids))) throw badRequest(MESSAGES.categoryMissing);
}

const listBrands: Operation<"listBrands"> = async ({ store }, { query }) =>
  ok(await store.brands.list(query.categoryId));

const createBrand: Operation<"createBrand"> = async ({ store }, { body }) => {
  const name = requiredName(body.name, NAME_REQUIRED.brand);
  if (await store.brands.nameTaken(name)) throw conflict(MESSAGES.duplicateBrand);
  const categoryIds = body.categoryIds ?? [];
  await checkCategoriesExist(store, categoryIds);
  const fields: BrandFields = {
    name,
    description: optionalText(body.description),
    logoUrl: optionalText(body.logoUrl),
    country: optionalText(body.country),
    website: optionalText(body.website),
  };
  return created(await store.brands.create(fields, categoryIds));
};

const updateBrand: Operation<"updateBrand"> = async ({ store }, { params, body }) => {
  const { id } = params;
  if (!(await store.brands.find(id))) throw notFound(MESSAGES.brandNotFound);
  const fields: Partial<BrandFields> = {};
  for (const key of ["description", "logoUrl", "country", "website"] as const) {
    const value = patchText(body[key]);
    if (value !== undefined) fields[key] = value;
  }
  if (body.name !== undefined) {
    fields.name = requiredName(body.name, NAME_REQUIRED.brand);
    if (await store.brands.nameTaken(fields.name, id)) throw conflict(MESSAGES.duplicateBrand);
  }
  if (body.categoryIds) await checkCategoriesExist(store, body.categoryIds);
  return ok(await store.brands.update(id, fields, body.categoryIds));
};

const deleteBrand: Operation<"deleteBrand"> = async ({ store }, { params }) => {
  const { id } = params;
  if (!(await store.brands.find(id))) throw notFound(MESSAGES.brandNotFound);
  if ((await store.vehicles.countOfBrand(id)) > 0) throw conflict(MESSAGES.brandHasVehicles);
  if ((await store.products.count({ brandId: id })) > 0) throw conflict(MESSAGES.brandHasProducts);
  await store.brands.delete(id);
  return noContent();
};

export const brandsOperations = { listBrands, createBrand, updateBrand, deleteBrand };
