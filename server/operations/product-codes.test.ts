// A product's codes and equivalents, and the code look-up: every refusal of
// server/operations/product-codes.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { PART_NUMBER_MESSAGES } from "../../rules/part-number";
import { MAX_CODES_PER_PRODUCT } from "./product-codes";
import {
  call,
  contextOf,
  expectRefusal,
  freshStore,
  newProduct,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const oem = (code: string) => ({ code, kind: "OEM" as const });

describe("product codes", () => {
  it("adds, lists, looks up and deletes a code", async () => {
    const { id } = await newProduct();
    const added = await call("addProductCode", "vendedor", { params: { id }, body: oem("ZQ 990/11") });
    expect(added.status).toBe(201);
    expect((await call("listProductCodes", "vendedor", { params: { id } })).body).toHaveLength(1);
    expect(
      (await call("lookupProductCode", "vendedor", { query: { code: "zq99011" } })).body.product.id,
    ).toBe(id);
    expect((await call("deleteProductCode", "admin", { params: { id, codeId: added.body.id } })).status).toBe(
      204,
    );
  });

  it("answers 404 for a product that does not exist", async () => {
    const params = { id: 999_999 };
    await expectRefusal(call("listProductCodes", "admin", { params }), 404, MESSAGES.productNotFound);
    await expectRefusal(
      call("addProductCode", "admin", { params, body: oem("X1") }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("deleteProductCode", "admin", { params: { ...params, codeId: 1 } }),
      404,
      MESSAGES.productNotFound,
    );
  });

  it("refuses a code with control characters, and one with no letter or digit", async () => {
    const { id } = await newProduct();
    await expectRefusal(
      call("addProductCode", "admin", { params: { id }, body: oem("A\u0007B") }),
      400,
      PART_NUMBER_MESSAGES.control("El código"),
    );
    await expectRefusal(
      call("addProductCode", "admin", { params: { id }, body: oem(" - / ") }),
      400,
      MESSAGES.codeBlank,
    );
  });

  it("refuses a number another part carries, and one the part already carries", async () => {
    const other = await newProduct({ sku: "OTRA-PIEZA" });
    const mine = await newProduct({ sku: "MIA-1" });
    await expectRefusal(
      call("addProductCode", "admin", { params: { id: mine.id }, body: oem("otra pieza") }),
      409,
      MESSAGES.codeTakenBy(other.name, other.sku),
    );
    await expectRefusal(
      call("addProductCode", "admin", { params: { id: mine.id }, body: oem("mia1") }),
      409,
      MESSAGES.codeTakenBySelf,
    );
  });

  it(`refuses a code past ${MAX_CODES_PER_PRODUCT} on one product`, async () => {
    const { id } = await newProduct();
    for (let i = 0; i < MAX_CODES_PER_PRODUCT; i++)
      await call("addProductCode", "admin", { params: { id }, body: oem(`LLENO-${i}`) });
    await expectRefusal(
      call("addProductCode", "admin", { params: { id }, body: oem("UNO-MAS") }),
      409,
      MESSAGES.codesFull(MAX_CODES_PER_PRODUCT),
    );
  });

  it("answers 409 when another part took the number between the check and the write", async () => {
    const { id } = await newProduct();
    const taken = storeWith("productCodes", { add: async () => null });
    await expectRefusal(
      call("addProductCode", await contextOf("admin", { store: taken }), {
        params: { id },
        body: oem("X-9"),
      }),
      409,
      MESSAGES.codeTakenByOther,
    );
  });

  it("answers 404 for a code the product does not have, and for a number nothing carries", async () => {
    const { id } = await newProduct();
    await expectRefusal(
      call("deleteProductCode", "admin", { params: { id, codeId: 999_999 } }),
      404,
      MESSAGES.codeNotFound,
    );
    await expectRefusal(
      call("lookupProductCode", "admin", { query: { code: "NADIE-LO-TIENE" } }),
      404,
      MESSAGES.codeLookupNotFound,
    );
    await expectRefusal(
      call("lookupProductCode", "admin", { query: { code: " / " } }),
      404,
      MESSAGES.codeLookupNotFound,
    );
  });
});

describe("equivalents", () => {
  it("links, lists and unlinks an equivalent part", async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    expect(
      (await call("addProductEquivalent", "vendedor", { params: { id: a.id }, body: { productId: b.id } }))
        .body,
    ).toHaveLength(1);
    expect((await call("listProductEquivalents", "vendedor", { params: { id: b.id } })).body[0]?.id).toBe(
      a.id,
    );
    expect(
      (await call("removeProductEquivalent", "admin", { params: { id: a.id, equivalentId: b.id } })).status,
    ).toBe(204);
  });

  it("answers 404 for a product that does not exist, on either side", async () => {
    const { id } = await newProduct();
    await expectRefusal(
      call("listProductEquivalents", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("addProductEquivalent", "admin", { params: { id }, body: { productId: 999_999 } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("removeProductEquivalent", "admin", { params: { id: 999_999, equivalentId: id } }),
      404,
      MESSAGES.productNotFound,
    );
  });

  it("refuses a part as its own equivalent, and a link that exists", async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    await expectRefusal(
      call("addProductEquivalent", "admin", { params: { id: a.id }, body: { productId: a.id } }),
      400,
      MESSAGES.equivalentSelf,
    );
    await call("addProductEquivalent", "admin", { params: { id: a.id }, body: { productId: b.id } });
    await expectRefusal(
      call("addProductEquivalent", "admin", { params: { id: b.id }, body: { productId: a.id } }),
      409,
      MESSAGES.equivalentAlready,
    );
  });

  it("answers 404 when unlinking parts that are not equivalent", async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    await expectRefusal(
      call("removeProductEquivalent", "admin", { params: { id: a.id, equivalentId: b.id } }),
      404,
      MESSAGES.equivalentNotFound,
    );
  });
});
