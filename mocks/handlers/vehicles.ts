// Vehicle models; their make is a brand.
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { db, nextId, type DbVehicle } from "../db";
import { vehicleDto } from "../support/dto";
import { errorResponse } from "../support/http";
import { http, handle } from "../support/route";
import { compareNoCase } from "../support/sort";
import { blankFieldMessage, optionalText } from "../../rules/text";

type VehicleInput = components["schemas"]["VehicleInput"];

/** ORDER BY make name, model name (both NOCASE), id */
function byMakeAndModel(a: DbVehicle, b: DbVehicle): number {
  const make = (v: DbVehicle) => db.brands.findFirst((q) => q.where({ id: v.brandId }))?.name ?? "";
  return compareNoCase(make(a), make(b)) || compareNoCase(a.name, b.name) || a.id - b.id;
}

export const vehiclesHandlers = [
  http.get(
    "/api/vehicles",
    handle("listVehicles", (_ctx, { response }) => {
      // An inner join in the BFF: a vehicle whose make is gone is not listed.
      const vehicles = db.vehicles
        .all()
        .filter((v) => db.brands.findFirst((q) => q.where({ id: v.brandId })));
      return response(200).json(vehicles.sort(byMakeAndModel).map(vehicleDto));
    }),
  ),

  http.post(
    "/api/vehicles",
    handle("createVehicle", async (ctx, { response }) => {
      const body = ctx.body as VehicleInput;
      const name = body.name.trim();
      if (name === "") return errorResponse(400, blankFieldMessage("name"));
      if (!db.brands.findFirst((q) => q.where({ id: body.brandId })))
        return errorResponse(404, MESSAGES.brandNotFound);
      const yearFrom = body.yearFrom ?? null;
      const yearTo = body.yearTo ?? null;
      if (yearFrom !== null && yearTo !== null && yearFrom > yearTo)
        return errorResponse(400, MESSAGES.yearsReversed);
      const created = await db.vehicles.create({
        id: nextId(db.vehicles),
        brandId: body.brandId,
        name,
        yearFrom,
        yearTo,
        engine: optionalText(body.engine),
      });
      return response(201).json(vehicleDto(created));
    }),
  ),
];
