// Vehicle models (their make is a brand) and parts fitment: which models, and in which years,
// a product fits.
import type { FitmentInput, VehicleInput } from "@contract/types";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage, optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { FitmentFields } from "../store/fitments-repository";
import type { Store } from "../store/store";
import type { VehicleFields } from "../store/vehicles-repository";
import { checkYears } from "./products";
import { created, noContent, ok, type Operation } from "./types";

/** What the schema cannot check, in this order: blank name, unknown make (404), reversed years. */
async function checkedVehicleFields(store: Store, body: VehicleInput): Promise<VehicleFields> {
  const name = body.name.trim();
  if (name === "") throw badRequest(blankFieldMessage("name"));
  if (!(await store.brands.find(body.brandId))) throw notFound(MESSAGES.brandNotFound);
  const { yearFrom, yearTo } = checkYears(body);
  return { brandId: body.brandId, name, yearFrom, yearTo, engine: optionalText(body.engine) };
}

async function mustFindVehicle(store: Store, id: number) {
  const vehicle = await store.vehicles.find(id);
  if (!vehicle) throw notFound(MESSAGES.vehicleNotFound);
  return vehicle;
}

async function mustFindProduct(store: Store, id: number) {
  if (!(await store.products.find(id))) throw notFound(MESSAGES.productNotFound);
}

const listVehicles: Operation<"listVehicles"> = async ({ store }) => ok(await store.vehicles.list());

const createVehicle: Operation<"createVehicle"> = async ({ store }, { body }) =>
  created(await store.vehicles.create(await checkedVehicleFields(store, body)));

const updateVehicle: Operation<"updateVehicle"> = async ({ store }, { params, body }) => {
  await mustFindVehicle(store, params.id);
  return ok(await store.vehicles.update(params.id, await checkedVehicleFields(store, body)));
};

const deleteVehicle: Operation<"deleteVehicle"> = async ({ store }, { params }) => {
  await mustFindVehicle(store, params.id);
  if ((await store.fitments.countOfVehicle(params.id)) > 0) throw conflict(MESSAGES.vehicleHasProducts);
  await store.vehicles.delete(params.id);
  return noContent();
};

const listVehicleProducts: Operation<"listVehicleProducts"> = async ({ store }, { params, query }) => {
  await mustFindVehicle(store, params.id);
  const { items, total } = await store.products.list({
    vehicleIds: [params.id],
    year: query.year,
    engine: optionalText(query.engine) ?? undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return { status: 200, body: items, headers: { "X-Total-Count": String(total) } };
};

const listProductFitments: Operation<"listProductFitments"> = async ({ store }, { params }) => {
  await mustFindProduct(store, params.id);
  return ok(await store.fitments.ofProduct(params.id));
};

/** In this order: each link's years, then every model exists, then no model twice. */
async function checkedFitments(store: Store, body: FitmentInput[]): Promise<FitmentFields[]> {
  const links = body.map((link) => ({
    vehicleId: link.vehicleId,
    ...checkYears(link),
    engine: optionalText(link.engine),
  }));
  const ids = links.map((link) => link.vehicleId);
  if (!(await store.vehicles.allExist(ids))) throw badRequest(MESSAGES.fitmentVehicleMissing);
  if (new Set(ids).size !== ids.length) throw badRequest(MESSAGES.fitmentDuplicate);
  return links;
}

const replaceProductFitments: Operation<"replaceProductFitments"> = async ({ store }, { params, body }) => {
  await mustFindProduct(store, params.id);
  await store.fitments.replace(params.id, await checkedFitments(store, body));
  return ok(await store.fitments.ofProduct(params.id));
};

export const vehiclesOperations = {
  listVehicles,
  createVehicle,
  updateVehicle,
  deleteVehicle,
  listVehicleProducts,
  listProductFitments,
  replaceProductFitments,
};
