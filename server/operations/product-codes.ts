// A product's codes (barcodes, OEM, supplier and superseded numbers), its equivalent parts, and the
// look-up of the one product a scanned or typed number names. Every code is compared under
// rules/code-key.ts, so "W 712/75" and "w71275" are one number, unique across products.
import type { Product } from "@contract/types";
import { codeKey } from "../../rules/code-key";
import { MESSAGES } from "../../rules/messages";
import { asciiLower } from "../../rules/product-search";
import { partNumber } from "../../rules/part-number";
import { optionalText } from "../../rules/text";
import { codeClaimRefusal, refusingTakenKeys } from "../code-claims";
import { badRequest, conflict, notFound } from "../errors";
import type { Store } from "../store/store";
import { created, noContent, ok, type Operation } from "./types";

async function mustFindProduct(store: Store, id: number): Promise<Product> {
  const product = await store.products.find(id);
  if (!product) throw notFound(MESSAGES.productNotFound);
  return product;
}

/** Codes one product may hold: enough for every OEM and supplier number a part really has. */
export const MAX_CODES_PER_PRODUCT = 50;

const listProductCodes: Operation<"listProductCodes"> = async ({ store }, { params, query }) => {
  await mustFindProduct(store, params.id);
  const { items, total } = await store.productCodes.ofProduct(params.id, {
    limit: query.limit ?? MAX_CODES_PER_PRODUCT,
    offset: query.offset ?? 0,
  });
  return { status: 200, body: items, headers: { "X-Total-Count": String(total) } };
};

const addProductCode: Operation<"addProductCode"> = async ({ store }, { params, body }) => {
  await mustFindProduct(store, params.id);
  const spelled = partNumber(body.code, "El código");
  if ("problem" in spelled) throw badRequest(spelled.problem);
  const code = spelled.value;
  const key = codeKey(code);
  if (key === "") throw badRequest(MESSAGES.codeBlank);
  // Read once: a second read could see a part that took the number meanwhile as this one.
  const holders = await store.productCodes.holders(key);
  const refusal = await codeClaimRefusal(async () => holders, code, params.id, "code");
  if (refusal) throw conflict(refusal);
  if (holders.length > 0) throw conflict(MESSAGES.codeTakenBySelf);
  if ((await store.productCodes.countOf(params.id)) >= MAX_CODES_PER_PRODUCT)
    throw conflict(MESSAGES.codesFull(MAX_CODES_PER_PRODUCT));
  const added = await refusingTakenKeys(
    (id) => store.products.find(id),
    undefined,
    () =>
      store.productCodes.add(params.id, { code, key, kind: body.kind, source: optionalText(body.source) }),
  );
  if (!added) throw conflict(MESSAGES.codeTakenByOther);
  return created(added);
};

const deleteProductCode: Operation<"deleteProductCode"> = async ({ store }, { params }) => {
  await mustFindProduct(store, params.id);
  if (!(await store.productCodes.delete(params.id, params.codeId))) throw notFound(MESSAGES.codeNotFound);
  return noContent();
};

/** In stock first, then by name (ASCII case folded, as the lists sort) and id. */
async function equivalentsOf(store: Store, id: number): Promise<Product[]> {
  const byName = (a: Product, b: Product) => {
    const [x, y] = [asciiLower(a.name), asciiLower(b.name)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };
  return (await store.equivalents.of(id)).sort(
    (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || byName(a, b),
  );
}

const listProductEquivalents: Operation<"listProductEquivalents"> = async ({ store }, { params }) => {
  await mustFindProduct(store, params.id);
  return ok(await equivalentsOf(store, params.id));
};

const addProductEquivalent: Operation<"addProductEquivalent"> = async ({ store }, { params, body }) => {
  await mustFindProduct(store, params.id);
  if (body.productId === params.id) throw badRequest(MESSAGES.equivalentSelf);
  await mustFindProduct(store, body.productId);
  const current = await store.equivalents.of(params.id);
  if (current.some((product) => product.id === body.productId)) throw conflict(MESSAGES.equivalentAlready);
  await store.equivalents.link(params.id, body.productId);
  return ok(await equivalentsOf(store, params.id));
};

const removeProductEquivalent: Operation<"removeProductEquivalent"> = async ({ store }, { params }) => {
  await mustFindProduct(store, params.id);
  if (!(await store.equivalents.unlink(params.id, params.equivalentId)))
    throw notFound(MESSAGES.equivalentNotFound);
  return noContent();
};

const lookupProductCode: Operation<"lookupProductCode"> = async ({ store }, { query }) => {
  const key = codeKey(query.code);
  const [holder] = key === "" ? [] : await store.productCodes.holders(key);
  const product = holder && (await store.products.find(holder.productId));
  if (!holder || !product) throw notFound(MESSAGES.codeLookupNotFound);
  const equivalentsInStock = (await equivalentsOf(store, product.id))
    .filter((equivalent) => equivalent.stock > 0)
    .sort((a, b) => b.stock - a.stock);
  return ok({ product, matched: { kind: holder.kind, code: holder.code }, equivalentsInStock });
};

/** The products whose SKU, barcode or a code is the search in another spelling (search ranking). */
export async function codeMatchIds(store: Store, search: string): Promise<number[]> {
  const key = codeKey(search);
  if (key === "") return [];
  return [...new Set((await store.productCodes.holders(key)).map((holder) => holder.productId))];
}

export const productCodesOperations = {
  listProductCodes,
  addProductCode,
  deleteProductCode,
  listProductEquivalents,
  addProductEquivalent,
  removeProductEquivalent,
  lookupProductCode,
};
