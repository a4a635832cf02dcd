import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAME_REQUIRED } from "../../../rules/catalogue-messages";
import { MESSAGES } from "../../../rules/messages";
import { SELLER, appSignedInAs, as, type TestApp } from "./test-app";

let t: TestApp;
let seller = "";
beforeAll(async () => {
  [t, seller] = await appSignedInAs(SELLER);
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject(as(seller, { method: "GET", url }))).json();

describe("catalogue rules", () => {
  it("refuses to delete a category with subcategories, and changes nothing", async () => {
    const subcategories = await get("/api/subcategories");
    const categoryId = subcategories[0].parts_category_id;
    const response = await t.app.inject(
      as(seller, { method: "DELETE", url: `/api/categories/${categoryId}` }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.categoryHasSubcategories });
    expect((await get("/api/categories")).map((c: { id: number }) => c.id)).toContain(categoryId);
    expect(await get("/api/subcategories")).toHaveLength(subcategories.length);
  });

  it("refuses to delete a brand that is a vehicle make", async () => {
    const vehicles = await get("/api/vehicles");
    const response = await t.app.inject(
      as(seller, { method: "DELETE", url: `/api/brands/${vehicles[0].brandId}` }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.brandHasVehicles });
    expect(await get("/api/vehicles")).toHaveLength(vehicles.length);
  });

  it("trims names and refuses blank ones with the Spanish message", async () => {
    const blank = await t.app.inject(
      as(seller, { method: "POST", url: "/api/categories", payload: { name: "   " } }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: NAME_REQUIRED.category });
    const created = await t.app.inject(
      as(seller, { method: "POST", url: "/api/categories", payload: { name: "  Herramientas " } }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Herramientas", description: null });
    const empty = await t.app.inject(
      as(seller, { method: "DELETE", url: `/api/categories/${created.json().id}` }),
    );
    expect(empty.statusCode).toBe(204);
  });

  it("lists for a category the brands linked to it plus the brands linked to none", async () => {
    const brand = (
      await t.app.inject(
        as(seller, {
          method: "POST",
          url: "/api/brands",
          payload: { name: "Solo Frenos", categoryIds: [2] },
        }),
      )
    ).json();
    const universal = (
      await t.app.inject(as(seller, { method: "POST", url: "/api/brands", payload: { name: "Universal X" } }))
    ).json();
    const forBrakes = (await get("/api/brands?categoryId=2")).map((b: { id: number }) => b.id);
    const forFilters = (await get("/api/brands?categoryId=6")).map((b: { id: number }) => b.id);
    expect(forBrakes).toEqual(expect.arrayContaining([brand.id, universal.id]));
    expect(forFilters).toContain(universal.id);
    expect(forFilters).not.toContain(brand.id);
  });

  it("refuses a body in another media type instead of passing it unchecked", async () => {
    const response = await t.app.inject(
      as(seller, {
        method: "POST",
        url: "/api/categories",
        payload: "name=Ropa",
        headers: { "content-type": "text/plain" },
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^Tipo de contenido no admitido/);
    expect((await get("/api/categories")).map((c: { name: string }) => c.name)).not.toContain("Ropa");
  });
});
