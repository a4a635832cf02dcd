// Vehicle models: each belongs to a make (a brand).
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus, unique } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import { fitmentScenarioList } from "./fitments.scenarios";
import type { Vehicle } from "@contract/types";

export const vehiclesScenarioList: Scenario[] = [
  {
    title: "listVehicles: models with their make, Chevrolet among the makes",
    covers: [["listVehicles", "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call("listVehicles");
      expectStatus(res, 200);
      const vehicles = res.body as Vehicle[];
      expect(vehicles.length).toBeGreaterThan(0);
      expect(vehicles.map((v) => v.brand.name)).toContain("Chevrolet");
      for (const v of vehicles) {
        expect(v.brand.id).toBe(v.brandId);
        expect(v.model).toBe(v.name);
      }
    },
  },
  {
    title: "createVehicle: 201 and listed under its make",
    covers: [["createVehicle", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const [first] = (await client.call("listVehicles")).body as Vehicle[];
      const name = unique("Modelo");
      const res = await client.call("createVehicle", {
        body: { brandId: first!.brandId, name, yearFrom: 2012, yearTo: 2018, engine: "1.4" },
      });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        name,
        model: name,
        brandId: first!.brandId,
        yearFrom: 2012,
        yearTo: 2018,
        engine: "1.4",
      });
      expect(res.body.brand).toEqual({ id: first!.brandId, name: first!.brand.name });
      const list = (await client.call("listVehicles")).body as Vehicle[];
      expect(list.map((v) => v.id)).toContain(res.body.id);
    },
  },
  {
    title: "createVehicle: missing name, year out of range, reversed years → 400; unknown make → 404",
    covers: [
      ["createVehicle", "validation"],
      ["createVehicle", "notFound"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const [first] = (await client.call("listVehicles")).body as Vehicle[];
      const brandId = first!.brandId;
      expectError(await client.call("createVehicle", { body: { brandId } }), 400);
      expectError(await client.call("createVehicle", { body: { brandId, name: "X", yearFrom: 1800 } }), 400);
      expectError(
        await client.call("createVehicle", { body: { brandId, name: "X", yearFrom: 2015, yearTo: 2010 } }),
        400,
        MESSAGES.yearsReversed,
      );
      expectError(
        await client.call("createVehicle", { body: { brandId: 999999, name: unique("Modelo") } }),
        404,
      );
    },
  },
  {
    title: "updateVehicle: 200 with the new make, name, years and a cleared engine",
    covers: [["updateVehicle", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const [first, other] = uniqueMakes((await client.call("listVehicles")).body as Vehicle[]);
      const made = (
        await client.call("createVehicle", {
          body: {
            brandId: first!.brandId,
            name: unique("Modelo"),
            yearFrom: 2001,
            yearTo: 2004,
            engine: "1.3",
          },
        })
      ).body as Vehicle;
      const name = unique("Modelo editado");
      const res = await client.call("updateVehicle", {
        path: { id: made.id },
        body: { brandId: other!.brandId, name: `  ${name} `, yearFrom: 2010, yearTo: null, engine: " " },
      });
      expectStatus(res, 200);
      expect(res.body).toEqual({
        id: made.id,
        name,
        model: name,
        brandId: other!.brandId,
        brand: { id: other!.brandId, name: other!.brand.name },
        yearFrom: 2010,
        yearTo: null,
        engine: null,
      });
      const listed = ((await client.call("listVehicles")).body as Vehicle[]).find((v) => v.id === made.id);
      expect(listed).toEqual(res.body);
    },
  },
  {
    title: "updateVehicle: blank name, reversed years, bad id → 400; unknown model or make → 404",
    covers: [
      ["updateVehicle", "validation"],
      ["updateVehicle", "notFound"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const [first] = (await client.call("listVehicles")).body as Vehicle[];
      const body = {
        brandId: first!.brandId,
        name: first!.name,
        yearFrom: first!.yearFrom,
        yearTo: first!.yearTo,
      };
      const put = (id: number | string, patch: Record<string, unknown>) =>
        client.call("updateVehicle", { path: { id }, body: { ...body, ...patch } });
      expectError(await put(first!.id, { name: "   " }), 400);
      expectError(await put(first!.id, { yearFrom: 2015, yearTo: 2010 }), 400, MESSAGES.yearsReversed);
      expectError(await put(first!.id, { yearTo: 2200 }), 400);
      expectError(await put("abc", {}), 400);
      expectError(await put(999999, {}), 404, MESSAGES.vehicleNotFound);
      expectError(await put(first!.id, { brandId: 999999 }), 404, MESSAGES.brandNotFound);
      const unchanged = ((await client.call("listVehicles")).body as Vehicle[]).find(
        (v) => v.id === first!.id,
      );
      expect(unchanged).toEqual(first);
    },
  },
  {
    title: "deleteVehicle: 204 and gone from the list; again → 404; bad id → 400",
    covers: [
      ["deleteVehicle", "success"],
      ["deleteVehicle", "notFound"],
      ["deleteVehicle", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const [first] = (await client.call("listVehicles")).body as Vehicle[];
      const made = (
        await client.call("createVehicle", { body: { brandId: first!.brandId, name: unique("Modelo") } })
      ).body as Vehicle;
      expectStatus(await client.call("deleteVehicle", { path: { id: made.id } }), 204);
      expect(((await client.call("listVehicles")).body as Vehicle[]).map((v) => v.id)).not.toContain(made.id);
      expectError(
        await client.call("deleteVehicle", { path: { id: made.id } }),
        404,
        MESSAGES.vehicleNotFound,
      );
      expectError(await client.call("deleteVehicle", { path: { id: "abc" } }), 400);
    },
  },
  ...fitmentScenarioList,
  ...authScenarios("vehicles"),
];

/** One vehicle per make, in list order. */
function uniqueMakes(vehicles: Vehicle[]): Vehicle[] {
  return vehicles.filter((v, i) => vehicles.findIndex((w) => w.brandId === v.brandId) === i);
}

export function defineVehiclesSuite(target: Target): void {
  runScenarios(target, "vehicles", vehiclesScenarioList);
}
