// Brands: every refusal of server/operations/brands.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { NAME_REQUIRED } from "../../rules/catalogue-messages";
import { MESSAGES } from "../../rules/messages";
import { call, expectRefusal, freshStore, newProduct, store } from "./test-support/operation-harness";

beforeEach(freshStore);

const newBrand = async (name = "Marca de prueba") =>
  (await call("createBrand", "admin", { body: { name } })).body.id;

describe("brands", () => {
  it("creates, updates and deletes a brand with categories", async () => {
    const [category] = await store.categories.list();
    const made = await call("createBrand", "admin", {
      body: { name: " Bosch Pro ", categoryIds: [category!.id] },
    });
    expect(made).toMatchObject({ status: 201, body: { name: "Bosch Pro" } });
    const updated = await call("updateBrand", "admin", {
      params: { id: made.body.id },
      body: { country: "Alemania" },
    });
    expect(updated.status).toBe(200);
    expect((await call("deleteBrand", "admin", { params: { id: made.body.id } })).status).toBe(204);
  });

  it("refuses a blank name (create and update)", async () => {
    await expectRefusal(call("createBrand", "admin", { body: { name: "  " } }), 400, NAME_REQUIRED.brand);
    const id = await newBrand();
    await expectRefusal(
      call("updateBrand", "admin", { params: { id }, body: { name: "" } }),
      400,
      NAME_REQUIRED.brand,
    );
  });

  it("refuses a name another brand has (create and update)", async () => {
    const id = await newBrand("Marca Uno");
    await newBrand("Marca Dos");
    await expectRefusal(
      call("createBrand", "admin", { body: { name: "marca uno" } }),
      409,
      MESSAGES.duplicateBrand,
    );
    await expectRefusal(
      call("updateBrand", "admin", { params: { id }, body: { name: "MARCA DOS" } }),
      409,
      MESSAGES.duplicateBrand,
    );
  });

  it("refuses a category that does not exist (create and update)", async () => {
    await expectRefusal(
      call("createBrand", "admin", { body: { name: "Nueva", categoryIds: [999_999] } }),
      400,
      MESSAGES.categoryMissing,
    );
    const id = await newBrand();
    await expectRefusal(
      call("updateBrand", "admin", { params: { id }, body: { categoryIds: [999_999] } }),
      400,
      MESSAGES.categoryMissing,
    );
  });

  it("answers 404 for a brand that does not exist (update and delete)", async () => {
    await expectRefusal(
      call("updateBrand", "admin", { params: { id: 999_999 }, body: {} }),
      404,
      MESSAGES.brandNotFound,
    );
    await expectRefusal(
      call("deleteBrand", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.brandNotFound,
    );
  });

  it("never deletes a brand that has vehicles", async () => {
    const brandId = await newBrand();
    await call("createVehicle", "admin", { body: { name: "Modelo", brandId } });
    await expectRefusal(
      call("deleteBrand", "admin", { params: { id: brandId } }),
      409,
      MESSAGES.brandHasVehicles,
    );
  });

  it("never deletes a brand that has products", async () => {
    const brandId = await newBrand();
    await newProduct({ brandId });
    await expectRefusal(
      call("deleteBrand", "admin", { params: { id: brandId } }),
      409,
      MESSAGES.brandHasProducts,
    );
  });
});
