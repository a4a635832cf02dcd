// Answers of PUT and DELETE /api/vehicles/{id} for the stories, until those operations are in the
// contract and the mocks (issue 9, item 3). Stories only; never imported by the screen.
import { delay, http, HttpResponse } from "msw";
import type { VehicleMake, VehicleModel } from "../lib/merge-vehicles";

export const updateVehicleAnswers = http.put("*/api/vehicles/:id", async ({ params, request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  return HttpResponse.json({
    id: Number(params.id),
    model: body.name,
    brand: { id: body.brandId, name: "" },
    ...body,
  });
});

export const deleteVehicleAnswers = http.delete(
  "*/api/vehicles/:id",
  () => new HttpResponse(null, { status: 204 }),
);

export const deleteVehicleRefused = http.delete("*/api/vehicles/:id", () =>
  HttpResponse.json(
    { message: "No se puede eliminar el modelo: tiene repuestos compatibles asociados" },
    { status: 409 },
  ),
);

export const vehicleWritesNeverAnswer = [
  http.put("*/api/vehicles/:id", async () => {
    await delay("infinite");
    return new HttpResponse(null, { status: 204 });
  }),
];

export const phone = { viewport: { value: "phone", isRotated: false } };

export const sparkModel: VehicleModel = {
  key: "vehicle-2",
  id: 2,
  name: "Spark",
  makeKey: "brand-14",
  makeId: 14,
  makeName: "Chevrolet",
  yearFrom: 2006,
  yearTo: 2019,
  engine: "1.0L",
};

export const referenceModel: VehicleModel = {
  key: "ref-chevrolet-sail",
  id: null,
  name: "Sail",
  makeKey: "brand-14",
  makeId: 14,
  makeName: "Chevrolet",
  yearFrom: 2012,
  yearTo: 2020,
  engine: "1.4L",
};

export const chevroletMake: VehicleMake = {
  key: "brand-14",
  id: 14,
  name: "Chevrolet",
  description: "Marca estadounidense de General Motors",
  models: [
    {
      ...referenceModel,
      name: "Aveo",
      key: "vehicle-1",
      id: 1,
      yearFrom: 2005,
      yearTo: 2018,
      engine: "1.6L",
    },
    referenceModel,
    { ...sparkModel },
    { ...sparkModel, key: "vehicle-6", id: 6, name: "Silverado", yearFrom: null, yearTo: null, engine: null },
  ],
};

export const storyMakes: VehicleMake[] = [
  chevroletMake,
  {
    key: "ref-chery",
    id: null,
    name: "Chery",
    description: "Marca china de automóviles y SUV compactos",
    models: [],
  },
];
