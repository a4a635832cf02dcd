// Products: every refusal of server/operations/products.ts (and the code-claim refusals of
// server/code-claims.ts it answers), over the memory store.
import type { Product } from "@contract/types";
import { beforeEach, describe, expect, it } from "vitest";
import { codeKey } from "../../rules/code-key";
import { MESSAGES } from "../../rules/messages";
import { PART_NUMBER_MESSAGES } from "../../rules/part-number";
import { productDiscountAboveMaxMessage } from "../../rules/sale-messages";
import { ADJUSTMENT_MESSAGES } from "../../rules/stock-adjustment";
import { blankFieldMessage } from "../../rules/text";
import { CodeKeyTaken } from "../code-claims";
import {
  aProduct,
  call,
  contextOf,
  expectRefusal,
  freshStore,
  newProduct,
  store,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

/** The body of a create or replace from a product's own fields. */
const bodyOf = (product: Product, changes: Record<string, unknown> = {}) => ({
  name: product.name,
  sku: product.sku,
  categoryId: product.categoryId,
  subcategoryId: product.subcategoryId,
  brandId: product.brandId,
  costPrice: product.costPrice,
  sellingPrice: product.sellingPrice,
  stock: product.stock,
  ...changes,
});

async function newBody(changes: Record<string, unknown> = {}) {
  return bodyOf(await aProduct(), { sku: "NUEVO-1", barcode: null, ...changes });
}

async function subcategoryOutside(categoryId: number): Promise<number> {
  const other = (await store.subcategories.list()).find((s) => s.parts_category_id !== categoryId);
  if (!other) throw new Error("the seed has no subcategory of another category");
  return other.id;
}

describe("products", () => {
  it("creates, reads, replaces, gives a barcode to and deletes a product", async () => {
    const made = await call("createProduct", "vendedor", { body: await newBody({ name: " Filtro nuevo " }) });
    expect(made).toMatchObject({ status: 201, body: { name: "Filtro nuevo", sku: "NUEVO-1" } });
    const id = made.body.id;
    expect((await call("getProduct", "vendedor", { params: { id } })).body.id).toBe(id);
    const replaced = await call("updateProduct", "admin", {
      params: { id },
      body: bodyOf(made.body, { sellingPrice: 99, version: made.body.version }),
    });
    expect(replaced.body.sellingPrice).toBe(99);
    expect(
      (await call("updateProductBarcode", "vendedor", { params: { id }, body: { barcode: "7790001" } })).body
        .barcode,
    ).toBe("7790001");
    expect((await call("deleteProduct", "admin", { params: { id } })).status).toBe(204);
  });

  it("refuses a blank name or SKU", async () => {
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ name: "  " }) }),
      400,
      blankFieldMessage("name"),
    );
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ sku: " " }) }),
      400,
      blankFieldMessage("sku"),
    );
  });

  it("refuses a SKU or barcode with control or look-alike characters", async () => {
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ sku: "AB\u202ECD" }) }),
      400,
      PART_NUMBER_MESSAGES.control("El SKU"),
    );
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ barcode: "ΑΒΓ-1" }) }),
      400,
      PART_NUMBER_MESSAGES.lookAlike("El código de barras"),
    );
  });

  it("refuses a category, subcategory or brand that does not exist, and a subcategory of another category", async () => {
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ categoryId: 999_999 }) }),
      400,
      MESSAGES.categoryMissing,
    );
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ subcategoryId: 999_999 }) }),
      400,
      MESSAGES.subcategoryMissing,
    );
    const body = await newBody();
    await expectRefusal(
      call("createProduct", "admin", {
        body: { ...body, subcategoryId: await subcategoryOutside(body.categoryId) },
      }),
      400,
      MESSAGES.subcategoryOutsideCategory,
    );
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ brandId: 999_999 }) }),
      400,
      MESSAGES.brandMissing,
    );
  });

  it("refuses reversed years", async () => {
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ yearFrom: 2010, yearTo: 2001 }) }),
      400,
      MESSAGES.yearsReversed,
    );
  });

  it("refuses a SKU another product has, or a number another part carries", async () => {
    const seeded = await aProduct();
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ sku: seeded.sku }) }),
      409,
      MESSAGES.duplicateSku,
    );
    const other = await newProduct({ sku: "OTRA-PIEZA" });
    await expectRefusal(
      call("createProduct", "admin", { body: await newBody({ barcode: "otra pieza" }) }),
      409,
      MESSAGES.codeTakenBy(other.name, other.sku),
    );
  });

  it("refuses a seller a discount above the shop's maximum; an admin may give it", async () => {
    const { maxDiscount } = await store.shopSettings.get();
    await expectRefusal(
      call("createProduct", "vendedor", { body: await newBody({ discount: maxDiscount + 1 }) }),
      400,
      productDiscountAboveMaxMessage(maxDiscount),
    );
    expect(
      (await call("createProduct", "admin", { body: await newBody({ discount: maxDiscount + 1 }) })).status,
    ).toBe(201);
  });

  it("answers 404 for a product that does not exist", async () => {
    const missing = { params: { id: 999_999 } };
    await expectRefusal(call("getProduct", "admin", missing), 404, MESSAGES.productNotFound);
    await expectRefusal(
      call("updateProduct", "admin", { ...missing, body: await newBody() }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("updateProductBarcode", "admin", { ...missing, body: { barcode: "1" } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(call("deleteProduct", "admin", missing), 404, MESSAGES.productNotFound);
  });

  it("answers 412 for a stock change without a version, and for a stale version", async () => {
    const product = await newProduct({ stock: 5 });
    await expectRefusal(
      call("updateProduct", "admin", { params: { id: product.id }, body: bodyOf(product, { stock: 6 }) }),
      412,
      MESSAGES.productStockUnversioned,
    );
    await expectRefusal(
      call("updateProduct", "admin", {
        params: { id: product.id },
        body: bodyOf(product, { stock: 6, version: product.version - 1 }),
      }),
      412,
      MESSAGES.productStale,
    );
  });

  it("refuses an 'Otro' stock adjustment without its note", async () => {
    const product = await newProduct({ stock: 5 });
    await expectRefusal(
      call("updateProduct", "admin", {
        params: { id: product.id },
        body: bodyOf(product, {
          stock: 4,
          version: product.version,
          stockAdjustment: { reason: "Otro", note: " " },
        }),
      }),
      400,
      ADJUSTMENT_MESSAGES.noteRequired,
    );
  });

  it("refuses a blank barcode, and one another part carries", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("updateProductBarcode", "admin", { params: { id: product.id }, body: { barcode: "  " } }),
      400,
      blankFieldMessage("barcode"),
    );
    const other = await newProduct({ sku: "OTRA-PIEZA" });
    await expectRefusal(
      call("updateProductBarcode", "admin", { params: { id: product.id }, body: { barcode: "OTRA PIEZA" } }),
      409,
      MESSAGES.codeTakenBy(other.name, other.sku),
    );
  });

  it("answers 404 when the product went between the barcode's check and its write", async () => {
    const product = await newProduct();
    const gone = storeWith("products", { update: async () => null });
    await expectRefusal(
      call("updateProductBarcode", await contextOf("admin", { store: gone }), {
        params: { id: product.id },
        body: { barcode: "123" },
      }),
      404,
      MESSAGES.productNotFound,
    );
  });

  it("answers the same 409 when a racing write claimed the SKU or a number first", async () => {
    const other = await newProduct({ sku: "OTRA-PIEZA" });
    const racing = (kind: "sku" | "code", key: string, productId: number) =>
      storeWith("products", {
        create: async () => {
          throw new CodeKeyTaken(key, productId, kind);
        },
      });
    const body = await newBody({ sku: "NUEVO-1" });
    await expectRefusal(
      call(
        "createProduct",
        await contextOf("admin", { store: racing("sku", codeKey("NUEVO-1"), other.id) }),
        { body },
      ),
      409,
      MESSAGES.duplicateSku,
    );
    await expectRefusal(
      call("createProduct", await contextOf("admin", { store: racing("code", "x", other.id) }), { body }),
      409,
      MESSAGES.codeTakenBy(other.name, other.sku),
    );
    await expectRefusal(
      call("createProduct", await contextOf("admin", { store: racing("code", "x", 999_999) }), { body }),
      409,
      MESSAGES.codeTakenByOther,
    );
  });
});
