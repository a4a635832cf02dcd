// Vehicle models; their make is a brand.
import { MESSAGES } from "../../../rules/messages";
import { badRequest, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers } from "../http/handler-types";
import { blankFieldMessage, optionalText } from "../../../rules/text";
import { findBrand, insertVehicle, listVehicles } from "../repositories/brands-repository";

export function vehiclesHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async listVehicles() {
      return listVehicles(db);
    },

    async createVehicle(request, reply) {
      const body = request.body as {
        brandId: number;
        name: string;
        yearFrom?: number | null;
        yearTo?: number | null;
        engine?: string | null;
      };
      const name = body.name.trim();
      if (name === "") throw badRequest(blankFieldMessage("name"));
      if (!(await findBrand(db, body.brandId))) throw notFound(MESSAGES.brandNotFound);
      const yearFrom = body.yearFrom ?? null;
      const yearTo = body.yearTo ?? null;
      if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) throw badRequest(MESSAGES.yearsReversed);
      const id = await insertVehicle(db, {
        brandId: body.brandId,
        name,
        yearFrom,
        yearTo,
        engine: optionalText(body.engine),
      });
      const [vehicle] = await listVehicles(db, id);
      return reply.code(201).send(vehicle);
    },
  };
}
