// The products import and a supplier's price list read from an uploaded sheet: every refusal of
// server/operations/product-import.ts and supplier-price-lists.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { PURCHASE_MESSAGES } from "../../rules/purchase-messages";
import { SheetRefusal } from "../product-import/sheet-refusal";
import type { SheetPort } from "./types";
import { MAX_IMPORT_BYTES } from "./upload-limits";
import {
  aProduct,
  call,
  contextOf,
  expectRefusal,
  freshStore,
  setCounterMode,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const csv = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return { size: bytes.length, bytes, name: "lista.csv" };
};

async function uploaded(text: string) {
  return (await call("uploadProductImport", "admin", { body: csv(text) })).body.id;
}

const sheets = (read: SheetPort["read"]): SheetPort => ({ read });
const importOptions = (mapping: Array<string | null>) =>
  ({ mapping, mode: "upsert" as const, createMissing: false }) as never;

describe("products import", () => {
  it("uploads a sheet, previews it and cancels it", async () => {
    const importId = await uploaded("sku,nombre\nABC-1,Filtro\n");
    expect((await call("getProductImport", "admin", { params: { importId } })).body.rowsTotal).toBe(1);
    expect(
      (
        await call("previewProductImport", "admin", {
          params: { importId },
          body: importOptions(["sku", "name"]),
        })
      ).status,
    ).toBe(200);
    expect((await call("cancelProductImport", "admin", { params: { importId } })).body.state).toBe(
      "cancelled",
    );
  });

  it("refuses a request without a file, and a file over the limit (413)", async () => {
    await expectRefusal(
      call("uploadProductImport", "admin", { body: null }),
      400,
      MESSAGES.importFileMissing,
    );
    await expectRefusal(
      call("uploadProductImport", "admin", { body: { ...csv("a"), size: MAX_IMPORT_BYTES + 1 } }),
      413,
      MESSAGES.importFileTooLarge,
    );
  });

  it("answers the reader's refusal, or that the file cannot be read, and refuses an empty sheet", async () => {
    const refusing = sheets(async () => {
      throw new SheetRefusal("Demasiadas filas");
    });
    await expectRefusal(
      call("uploadProductImport", await contextOf("admin", { sheets: refusing }), { body: csv("x") }),
      400,
      "Demasiadas filas",
    );
    const broken = sheets(async () => {
      throw new Error("zip roto");
    });
    await expectRefusal(
      call("uploadProductImport", await contextOf("admin", { sheets: broken }), { body: csv("x") }),
      400,
      MESSAGES.importFileUnreadable,
    );
    await expectRefusal(
      call("uploadProductImport", "admin", { body: csv("sku,nombre\n") }),
      400,
      MESSAGES.importFileEmpty,
    );
  });

  it("answers 404 for an import that does not exist, or that is another user's", async () => {
    await expectRefusal(
      call("getProductImport", "admin", { params: { importId: "no-existe" } }),
      404,
      MESSAGES.importNotFound,
    );
    const importId = await uploaded("sku\nA-1\n");
    const otherAdmin = { ...(await contextOf("admin")).user!, id: 999 };
    await expectRefusal(
      call("getProductImport", otherAdmin, { params: { importId } }),
      404,
      MESSAGES.importNotFound,
    );
  });

  it("refuses a mapping of the wrong length, a field twice, no SKU", async () => {
    const importId = await uploaded("sku,nombre\nA-1,Filtro\n");
    const preview = (mapping: Array<string | null>) =>
      call("previewProductImport", "admin", { params: { importId }, body: importOptions(mapping) });
    await expectRefusal(preview(["sku"]), 400, MESSAGES.importMappingLength);
    await expectRefusal(preview(["sku", "sku"]), 400, MESSAGES.importMappingTwice);
    await expectRefusal(preview(["name", null]), 400, MESSAGES.importSkuUnmapped);
  });

  it("starts an import once", async () => {
    const importId = await uploaded("sku,nombre\nA-1,Filtro\n");
    await call("cancelProductImport", "admin", { params: { importId } });
    await expectRefusal(
      call("startProductImport", "admin", { params: { importId }, body: importOptions(["sku", "name"]) }),
      409,
      MESSAGES.importBusy,
    );
  });
});

describe("supplier price list", () => {
  beforeEach(() => setCounterMode(true));

  const list = (codeColumn = 0, costColumn = 1, apply = false) => ({
    codeColumn,
    costColumn,
    updateSellingPrices: false,
    apply,
  });

  it("previews and applies a list of known parts", async () => {
    const product = await aProduct();
    const importId = await uploaded(`codigo,costo\n${product.sku},12.5\n`);
    expect(
      (await call("applySupplierPriceList", "admin", { params: { importId }, body: list() })).body
        .problemsTotal,
    ).toBe(0);
    expect(
      (await call("applySupplierPriceList", "admin", { params: { importId }, body: list(0, 1, true) }))
        .status,
    ).toBe(200);
  });

  it("refuses with 'Modo mostrador' off, and answers 404 for an upload that does not exist", async () => {
    await expectRefusal(
      call("applySupplierPriceList", "admin", { params: { importId: "no-existe" }, body: list() }),
      404,
      MESSAGES.importNotFound,
    );
    await setCounterMode(false);
    await expectRefusal(
      call("applySupplierPriceList", "admin", { params: { importId: "no-existe" }, body: list() }),
      409,
      PURCHASE_MESSAGES.counterModeOff,
    );
  });

  it("refuses columns the file lacks, or the same column twice", async () => {
    const importId = await uploaded("codigo,costo\nA,1\n");
    await expectRefusal(
      call("applySupplierPriceList", "admin", { params: { importId }, body: list(0, 2) }),
      400,
      PURCHASE_MESSAGES.priceListColumns,
    );
    await expectRefusal(
      call("applySupplierPriceList", "admin", { params: { importId }, body: list(1, 1) }),
      400,
      PURCHASE_MESSAGES.priceListColumns,
    );
  });

  it("applies no list with a row problem, and none whose prices changed meanwhile", async () => {
    const product = await aProduct();
    const bad = await uploaded(`codigo,costo\n${product.sku},-3\n`);
    await expectRefusal(
      call("applySupplierPriceList", "admin", { params: { importId: bad }, body: list(0, 1, true) }),
      409,
      PURCHASE_MESSAGES.priceListHasProblems,
    );
    // An upload belongs to the store it was read into: both calls go to the racing one.
    const stale = await contextOf("admin", {
      store: storeWith("purchases", { applyPriceList: async () => ({ stale: true }) as never }),
    });
    const good = (await call("uploadProductImport", stale, { body: csv(`codigo,costo\n${product.sku},9\n`) }))
      .body.id;
    await expectRefusal(
      call("applySupplierPriceList", stale, { params: { importId: good }, body: list(0, 1, true) }),
      409,
      PURCHASE_MESSAGES.priceListStale,
    );
  });
});
