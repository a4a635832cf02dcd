// Vehicle models; their make is a brand.
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage, optionalText } from "../../rules/text";
import { badRequest, notFound } from "../errors";
import { checkYears } from "./products";
import { created, ok, type Operation } from "./types";

const listVehicles: Operation<"listVehicles"> = async ({ store }) => ok(await store.vehicles.list());

const createVehicle: Operation<"createVehicle"> = async ({ store }, { body }) => {
  const name = body.name.trim();
  if (name === "") throw badRequest(blankFieldMessage("name"));
  if (!(await store.brands.find(body.brandId))) throw notFound(MESSAGES.brandNotFound);
  const { yearFrom, yearTo } = checkYears(body);
  const vehicle = await store.vehicles.create({
    brandId: body.brandId,
    name,
    yearFrom,
    yearTo,
    engine: optionalText(body.engine),
  });
  return created(vehicle);
};

export const vehiclesOperations = { listVehicles, createVehicle };
