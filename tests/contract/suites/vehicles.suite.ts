// Vehicle models: each belongs to a make (a brand).
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus, unique } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
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
  ...authScenarios("vehicles"),
];

export function defineVehiclesSuite(target: Target): void {
  runScenarios(target, "vehicles", vehiclesScenarioList);
}
