// Vehicle models and fitments: every refusal of server/operations/vehicles.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage } from "../../rules/text";
import { call, expectRefusal, freshStore, newProduct, store } from "./test-support/operation-harness";

beforeEach(freshStore);

async function aBrandId(): Promise<number> {
  const [brand] = await store.brands.list();
  return brand!.id;
}

const newVehicle = async (name = "Modelo de prueba") =>
  (await call("createVehicle", "admin", { body: { name, brandId: await aBrandId() } })).body.id;

describe("vehicles", () => {
  it("creates, updates, lists the products of and deletes a model", async () => {
    const brandId = await aBrandId();
    const made = await call("createVehicle", "admin", {
      body: { name: " Corsa ", brandId, yearFrom: 2000, yearTo: 2010 },
    });
    expect(made).toMatchObject({ status: 201, body: { name: "Corsa" } });
    const updated = await call("updateVehicle", "admin", {
      params: { id: made.body.id },
      body: { name: "Corsa B", brandId },
    });
    expect(updated.body.name).toBe("Corsa B");
    expect((await call("listVehicleProducts", "vendedor", { params: { id: made.body.id } })).status).toBe(
      200,
    );
    expect((await call("deleteVehicle", "admin", { params: { id: made.body.id } })).status).toBe(204);
  });

  it("refuses a blank name, an unknown make and reversed years (create and update)", async () => {
    const brandId = await aBrandId();
    await expectRefusal(
      call("createVehicle", "admin", { body: { name: " ", brandId } }),
      400,
      blankFieldMessage("name"),
    );
    await expectRefusal(
      call("createVehicle", "admin", { body: { name: "Modelo", brandId: 999_999 } }),
      404,
      MESSAGES.brandNotFound,
    );
    await expectRefusal(
      call("createVehicle", "admin", { body: { name: "Modelo", brandId, yearFrom: 2010, yearTo: 2000 } }),
      400,
      MESSAGES.yearsReversed,
    );
    const id = await newVehicle();
    await expectRefusal(
      call("updateVehicle", "admin", { params: { id }, body: { name: "", brandId } }),
      400,
      blankFieldMessage("name"),
    );
  });

  it("answers 404 for a model that does not exist", async () => {
    const brandId = await aBrandId();
    const missing = { params: { id: 999_999 } };
    await expectRefusal(
      call("updateVehicle", "admin", { ...missing, body: { name: "X", brandId } }),
      404,
      MESSAGES.vehicleNotFound,
    );
    await expectRefusal(call("deleteVehicle", "admin", missing), 404, MESSAGES.vehicleNotFound);
    await expectRefusal(call("listVehicleProducts", "admin", missing), 404, MESSAGES.vehicleNotFound);
  });

  it("never deletes a model that parts fit", async () => {
    const id = await newVehicle();
    const product = await newProduct();
    await call("replaceProductFitments", "admin", { params: { id: product.id }, body: [{ vehicleId: id }] });
    await expectRefusal(call("deleteVehicle", "admin", { params: { id } }), 409, MESSAGES.vehicleHasProducts);
  });
});

describe("fitments", () => {
  it("replaces and lists a product's fitments", async () => {
    const vehicleId = await newVehicle();
    const product = await newProduct();
    const replaced = await call("replaceProductFitments", "admin", {
      params: { id: product.id },
      body: [{ vehicleId, yearFrom: 2001, yearTo: 2003 }],
    });
    expect(replaced.body).toHaveLength(1);
    expect((await call("listProductFitments", "vendedor", { params: { id: product.id } })).body).toHaveLength(
      1,
    );
  });

  it("answers 404 for a product that does not exist", async () => {
    await expectRefusal(
      call("listProductFitments", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("replaceProductFitments", "admin", { params: { id: 999_999 }, body: [] }),
      404,
      MESSAGES.productNotFound,
    );
  });

  it("refuses reversed years, an unknown model and a model twice", async () => {
    const vehicleId = await newVehicle();
    const { id } = await newProduct();
    await expectRefusal(
      call("replaceProductFitments", "admin", {
        params: { id },
        body: [{ vehicleId, yearFrom: 2005, yearTo: 2001 }],
      }),
      400,
      MESSAGES.yearsReversed,
    );
    await expectRefusal(
      call("replaceProductFitments", "admin", { params: { id }, body: [{ vehicleId: 999_999 }] }),
      400,
      MESSAGES.fitmentVehicleMissing,
    );
    await expectRefusal(
      call("replaceProductFitments", "admin", { params: { id }, body: [{ vehicleId }, { vehicleId }] }),
      400,
      MESSAGES.fitmentDuplicate,
    );
  });
});
