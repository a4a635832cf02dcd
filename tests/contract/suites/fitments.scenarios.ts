// Parts fitment: which vehicle models a product fits, and which parts fit a model in a year.
// Seed facts used here (fixtures/fitments.ts): "Pastillas de freno delanteras" fit the
// Chevrolet Spark 2010-2015; the semimetallic ones fit it 2006-2009 only.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import type { Product, ProductFitment, Vehicle } from "@contract/types";

/** SQLite's NOCASE order (ASCII letters folded), which the seed's names follow. */
const byNoCase = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

export async function vehicleNamed(client: ApiClient, name: string): Promise<Vehicle> {
  const vehicle = ((await client.call("listVehicles")).body as Vehicle[]).find((v) => v.name === name);
  if (!vehicle) throw new Error(`the seed has no vehicle model '${name}'`);
  return vehicle;
}

export async function productNamed(client: ApiClient, name: string): Promise<Product> {
  const rows = (await client.call("listProducts", { query: { search: name, limit: 50 } })).body as Product[];
  const product = rows.find((p) => p.name === name);
  if (!product) throw new Error(`the seed has no product '${name}'`);
  return product;
}

/** A fresh product of the admin's, so a scenario's links never touch seed data others read. */
async function throwawayProduct(admin: ApiClient, yearFrom: number | null, yearTo: number | null) {
  const [ref] = (await admin.call("listProducts", { query: { limit: 1 } })).body as Product[];
  const res = await admin.call("createProduct", {
    body: {
      name: unique("Repuesto de prueba compatibilidad"),
      sku: unique("FIT").replace(" ", "-"),
      categoryId: ref!.categoryId,
      brandId: ref!.brandId,
      costPrice: 1000,
      sellingPrice: 1500,
      stock: 3,
      yearFrom,
      yearTo,
    },
  });
  expectStatus(res, 201);
  return res.body as Product;
}

async function vehicleProducts(client: ApiClient, id: number, query: Json = {}) {
  const res = await client.call("listVehicleProducts", { path: { id }, query });
  expectStatus(res, 200);
  return {
    names: (res.body as Product[]).map((p) => p.name),
    total: Number(res.headers.get("x-total-count")),
    res,
  };
}

export const fitmentScenarioList: Scenario[] = [
  {
    title:
      "getProduct/listProducts: a part linked to models and no years of its own names its first model, not 'Universal'",
    covers: [
      ["getProduct", "success"],
      ["listProducts", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await throwawayProduct(admin, null, null);
      const seen = async () => {
        const one = await admin.call("getProduct", { path: { id: product.id } });
        expectStatus(one, 200);
        const listed = (await admin.call("listProducts", { query: { search: product.sku } }))
          .body as Product[];
        expect(listed.find((row) => row.id === product.id)?.fitment).toEqual((one.body as Product).fitment);
        return (one.body as Product).fitment;
      };
      expect(await seen()).toBeNull();
      const aveo = await vehicleNamed(admin, "Aveo");
      const spark = await vehicleNamed(admin, "Spark");
      expectStatus(
        await admin.call("replaceProductFitments", {
          path: { id: product.id },
          body: [
            { vehicleId: spark.id, yearFrom: 2010, yearTo: 2015 },
            { vehicleId: aveo.id, yearFrom: 2008, yearTo: 2017 },
          ],
        }),
        200,
      );
      expect(await seen()).toEqual({
        brandName: "Chevrolet",
        vehicleName: "Aveo",
        yearFrom: 2008,
        yearTo: 2017,
        more: 1,
      });
    },
  },
  {
    title: "listVehicleProducts: a Spark in 2012 gets the front pads of 2010-2015, not the 2006-2009 ones",
    covers: [["listVehicleProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const spark = await vehicleNamed(client, "Spark");
      const in2012 = await vehicleProducts(client, spark.id, { year: 2012 });
      expect(in2012.names).toContain("Pastillas de freno delanteras");
      expect(in2012.names).not.toContain("Pastillas de freno delanteras semimetálicas");
      expect(in2012.total).toBe(in2012.names.length);
      expect([...in2012.names].sort(byNoCase)).toEqual(in2012.names);
      const in2007 = await vehicleProducts(client, spark.id, { year: 2007 });
      expect(in2007.names).toContain("Pastillas de freno delanteras semimetálicas");
      expect(in2007.names).not.toContain("Pastillas de freno delanteras");
      const anyYear = await vehicleProducts(client, spark.id);
      expect(anyYear.names).toEqual(
        expect.arrayContaining(["Pastillas de freno delanteras", "Filtro de aceite"]),
      );
      const page = await vehicleProducts(client, spark.id, { limit: 2, offset: 1 });
      expect(page.names).toEqual(anyYear.names.slice(1, 3));
      expect(page.total).toBe(anyYear.names.length);
    },
  },
  {
    title: "listVehicleProducts: a link without years uses the product's own range",
    covers: [["listVehicleProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await throwawayProduct(admin, 2009, 2013);
      const vehicle = (
        await admin.call("createVehicle", {
          body: { brandId: (await vehicleNamed(admin, "Spark")).brandId, name: unique("Modelo ajuste") },
        })
      ).body as Vehicle;
      expectStatus(
        await admin.call("replaceProductFitments", {
          path: { id: product.id },
          body: [{ vehicleId: vehicle.id }],
        }),
        200,
      );
      expect((await vehicleProducts(admin, vehicle.id, { year: 2011 })).names).toEqual([product.name]);
      expect((await vehicleProducts(admin, vehicle.id, { year: 2014 })).names).toEqual([]);
      expect((await vehicleProducts(admin, vehicle.id)).names).toEqual([product.name]);
    },
  },
  {
    title:
      "listVehicleProducts: with an engine ('1.2' fits '1.2L'), links noted for another engine are left out",
    covers: [["listVehicleProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const vehicle = (
        await admin.call("createVehicle", {
          body: { brandId: (await vehicleNamed(admin, "Spark")).brandId, name: unique("Modelo motor") },
        })
      ).body as Vehicle;
      const anyEngine = await throwawayProduct(admin, null, null);
      const engine12 = await throwawayProduct(admin, null, null);
      const engine10 = await throwawayProduct(admin, null, null);
      const link = async (product: Product, engine: string | null) =>
        expectStatus(
          await admin.call("replaceProductFitments", {
            path: { id: product.id },
            body: [{ vehicleId: vehicle.id, yearFrom: 2010, yearTo: 2015, engine }],
          }),
          200,
        );
      await link(anyEngine, null);
      await link(engine12, "1.2L");
      await link(engine10, "1.0L 16V");
      const names = (list: Product[]) => list.map((p) => p.name).sort(byNoCase);
      const for12 = await vehicleProducts(admin, vehicle.id, { engine: " 1.2 ", year: 2012 });
      expect(for12.names).toEqual(names([anyEngine, engine12]));
      expect(for12.total).toBe(2);
      expect((await vehicleProducts(admin, vehicle.id, { engine: "1.0 l" })).names).toEqual(
        names([anyEngine, engine10]),
      );
      // An engine no link names still gets the parts that fit every engine.
      expect((await vehicleProducts(admin, vehicle.id, { engine: "1.6" })).names).toEqual([anyEngine.name]);
      expect((await vehicleProducts(admin, vehicle.id, { engine: "1.2", year: 2016 })).names).toEqual([]);
      expect((await vehicleProducts(admin, vehicle.id, { engine: "1" })).names).toEqual([anyEngine.name]);
      expect((await vehicleProducts(admin, vehicle.id)).total).toBe(3);
    },
  },
  {
    title: "listVehicleProducts: unknown model → 404; year out of range or bad id → 400",
    covers: [
      ["listVehicleProducts", "notFound"],
      ["listVehicleProducts", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      expectError(
        await client.call("listVehicleProducts", { path: { id: 999999 } }),
        404,
        MESSAGES.vehicleNotFound,
      );
      const spark = await vehicleNamed(client, "Spark");
      expectError(
        await client.call("listVehicleProducts", { path: { id: spark.id }, query: { year: 1800 } }),
        400,
      );
      expectError(await client.call("listVehicleProducts", { path: { id: "abc" } }), 400);
    },
  },
  {
    title: "listProductFitments: the seed's front pads list the Spark 2010-2015 with make and engine",
    covers: [["listProductFitments", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const pads = await productNamed(client, "Pastillas de freno delanteras");
      const res = await client.call("listProductFitments", { path: { id: pads.id } });
      expectStatus(res, 200);
      const links = res.body as ProductFitment[];
      const spark = await vehicleNamed(client, "Spark");
      expect(links).toContainEqual({
        vehicleId: spark.id,
        vehicleName: "Spark",
        brandId: spark.brandId,
        brandName: "Chevrolet",
        yearFrom: 2010,
        yearTo: 2015,
        engine: "1.0L",
      });
      const order = links.map((l) => `${l.brandName}|${l.vehicleName}`);
      expect([...order].sort(byNoCase)).toEqual(order);
    },
  },
  {
    title: "listProductFitments: unknown product → 404, bad id → 400",
    covers: [
      ["listProductFitments", "notFound"],
      ["listProductFitments", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      expectError(
        await client.call("listProductFitments", { path: { id: 999999 } }),
        404,
        MESSAGES.productNotFound,
      );
      expectError(await client.call("listProductFitments", { path: { id: "abc" } }), 400);
    },
  },
  {
    title: "replaceProductFitments: the Administrador replaces the list; trimmed engine; [] clears it",
    covers: [["replaceProductFitments", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await throwawayProduct(admin, null, null);
      const spark = await vehicleNamed(admin, "Spark");
      const aveo = await vehicleNamed(admin, "Aveo");
      const res = await admin.call("replaceProductFitments", {
        path: { id: product.id },
        body: [
          { vehicleId: spark.id, yearFrom: 2010, yearTo: 2015, engine: " 1.2 " },
          { vehicleId: aveo.id, engine: "" },
        ],
      });
      expectStatus(res, 200);
      expect(res.body).toEqual([
        {
          vehicleId: aveo.id,
          vehicleName: "Aveo",
          brandId: aveo.brandId,
          brandName: "Chevrolet",
          yearFrom: null,
          yearTo: null,
          engine: null,
        },
        {
          vehicleId: spark.id,
          vehicleName: "Spark",
          brandId: spark.brandId,
          brandName: "Chevrolet",
          yearFrom: 2010,
          yearTo: 2015,
          engine: "1.2",
        },
      ]);
      expect((await admin.call("listProductFitments", { path: { id: product.id } })).body).toEqual(res.body);
      expect((await vehicleProducts(admin, spark.id, { year: 2012, limit: 1000 })).names).toContain(
        product.name,
      );
      expect((await vehicleProducts(admin, spark.id, { year: 2016, limit: 1000 })).names).not.toContain(
        product.name,
      );
      const cleared = await admin.call("replaceProductFitments", { path: { id: product.id }, body: [] });
      expectStatus(cleared, 200);
      expect(cleared.body).toEqual([]);
      expect((await vehicleProducts(admin, spark.id, { limit: 1000 })).names).not.toContain(product.name);
    },
  },
  {
    title:
      "replaceProductFitments: reversed years, unknown model, a model twice, too many → 400; unknown product → 404",
    covers: [
      ["replaceProductFitments", "validation"],
      ["replaceProductFitments", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await throwawayProduct(admin, null, null);
      const spark = await vehicleNamed(admin, "Spark");
      const put = (body: unknown, id = product.id) =>
        admin.call("replaceProductFitments", { path: { id }, body });
      expectError(
        await put([{ vehicleId: spark.id, yearFrom: 2015, yearTo: 2010 }]),
        400,
        MESSAGES.yearsReversed,
      );
      expectError(await put([{ vehicleId: 999999 }]), 400, MESSAGES.fitmentVehicleMissing);
      expectError(
        await put([{ vehicleId: spark.id }, { vehicleId: spark.id, yearFrom: 2012 }]),
        400,
        MESSAGES.fitmentDuplicate,
      );
      expectError(await put([{ yearFrom: 2012 }]), 400);
      expectError(await put(Array.from({ length: 201 }, () => ({ vehicleId: spark.id }))), 400);
      expectError(await put([{ vehicleId: spark.id }], 999999), 404, MESSAGES.productNotFound);
      // Nothing was written by the refused calls.
      expect((await admin.call("listProductFitments", { path: { id: product.id } })).body).toEqual([]);
    },
  },
  {
    title: "replaceProductFitments: a Vendedor reads the list but may not change it (403)",
    covers: [
      ["replaceProductFitments", "forbidden"],
      ["listProductFitments", "success"],
    ],
    async run(ctx) {
      const vendedor = await ctx.vendedor();
      const pads = await productNamed(vendedor, "Pastillas de freno delanteras");
      const before = (await vendedor.call("listProductFitments", { path: { id: pads.id } })).body;
      const spark = await vehicleNamed(vendedor, "Spark");
      const res = await vendedor.call("replaceProductFitments", {
        path: { id: pads.id },
        body: [{ vehicleId: spark.id }],
      });
      expectError(res, 403, MESSAGES.forbiddenRole);
      expect((await vendedor.call("listProductFitments", { path: { id: pads.id } })).body).toEqual(before);
    },
  },
  {
    title: "deleteVehicle: a model parts are linked to → 409; once unlinked → 204",
    covers: [
      ["deleteVehicle", "conflict"],
      ["deleteVehicle", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const spark = await vehicleNamed(admin, "Spark");
      expectError(
        await admin.call("deleteVehicle", { path: { id: spark.id } }),
        409,
        MESSAGES.vehicleHasProducts,
      );
      const vehicle = (
        await admin.call("createVehicle", { body: { brandId: spark.brandId, name: unique("Modelo borrar") } })
      ).body as Vehicle;
      const product = await throwawayProduct(admin, null, null);
      await admin.call("replaceProductFitments", {
        path: { id: product.id },
        body: [{ vehicleId: vehicle.id }],
      });
      const vendedor = await ctx.vendedor();
      expectError(
        await vendedor.call("deleteVehicle", { path: { id: vehicle.id } }),
        409,
        MESSAGES.vehicleHasProducts,
      );
      // Deleting the product takes its links with it.
      expectStatus(await admin.call("deleteProduct", { path: { id: product.id } }), 204);
      expectStatus(await vendedor.call("deleteVehicle", { path: { id: vehicle.id } }), 204);
    },
  },
  {
    title: "listProducts search 'spark 2012 pastillas': the brake pads that fit a Spark in 2012",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const search = async (text: string) => {
        const res = await client.call("listProducts", { query: { search: text, limit: 100 } });
        expectStatus(res, 200);
        expect(Number(res.headers.get("x-total-count"))).toBe((res.body as Product[]).length);
        return (res.body as Product[]).map((p) => p.name);
      };
      expect(await search("spark 2012 pastillas")).toEqual(["Pastillas de freno delanteras"]);
      expect(await search("Chevrolet SPARK 2007 pastillas")).toEqual([
        "Pastillas de freno delanteras semimetálicas",
      ]);
      const spark = await vehicleNamed(client, "Spark");
      const fitting = await vehicleProducts(client, spark.id, { year: 2012, limit: 1000 });
      expect(await search("spark 2012")).toEqual(fitting.names);
      // Without a model name the words are plain text, as before.
      const pads = await search("pastillas");
      expect(pads).toEqual(
        expect.arrayContaining(["Pastillas de freno delanteras", "Pastillas de freno traseras"]),
      );
    },
  },
  {
    title:
      "listProducts search by a model's name: accents and case ignored, a renamed model found by its new name",
    covers: [
      ["listProducts", "success"],
      ["updateVehicle", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const spark = await vehicleNamed(admin, "Spark");
      const name = unique("Mégane");
      const vehicle = (await admin.call("createVehicle", { body: { brandId: spark.brandId, name } }))
        .body as Vehicle;
      const product = await throwawayProduct(admin, null, null);
      await admin.call("replaceProductFitments", {
        path: { id: product.id },
        body: [{ vehicleId: vehicle.id }],
      });
      const search = async (text: string) =>
        ((await admin.call("listProducts", { query: { search: text, limit: 10 } })).body as Product[]).map(
          (p) => p.name,
        );
      const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
      expect(await search(plain(name).toUpperCase())).toEqual([product.name]);
      const renamed = unique("Clío");
      expectStatus(
        await admin.call("updateVehicle", {
          path: { id: vehicle.id },
          body: { brandId: spark.brandId, name: renamed },
        }),
        200,
      );
      // The old name is plain text again, and no part has those words.
      expect(await search(plain(name))).toEqual([]);
      expect(await search(renamed.toLowerCase())).toEqual([product.name]);
      expectStatus(await admin.call("deleteProduct", { path: { id: product.id } }), 204);
      expectStatus(await admin.call("deleteVehicle", { path: { id: vehicle.id } }), 204);
    },
  },
  {
    title: "listProducts universal=true: only parts without links and without years",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const res = await client.call("listProducts", { query: { universal: true, limit: 1000 } });
      expectStatus(res, 200);
      const rows = res.body as Product[];
      expect(rows.length).toBeGreaterThan(0);
      expect(Number(res.headers.get("x-total-count"))).toBe(rows.length);
      const names = rows.map((p) => p.name);
      expect(names).toContain("Bujía de iridio");
      // No years, but linked to the Spark and the Aveo: not universal.
      expect(names).not.toContain("Bandas de freno traseras");
      for (const p of rows) expect([p.yearFrom, p.yearTo]).toEqual([null, null]);
      for (const p of rows.slice(0, 5)) {
        expect((await client.call("listProductFitments", { path: { id: p.id } })).body).toEqual([]);
      }
    },
  },
];
