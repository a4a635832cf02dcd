// Fixed makes and models of the vehicles stories, matching the seeded mocks (Chevrolet is brand 14;
// Aveo 1, Spark 2 and Silverado 6 are its saved models; Aveo and Spark have parts linked, Silverado
// none). Stories only; never imported by the screen.
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";

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

/** Saved, with no part linked: the mocks let it be deleted. */
export const silveradoModel: VehicleModel = {
  ...sparkModel,
  key: "vehicle-6",
  id: 6,
  name: "Silverado",
  yearFrom: 2007,
  yearTo: null,
  engine: "5.3L V8",
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
    // Shown without years nor engine: how missing data is rendered.
    { ...silveradoModel, yearFrom: null, yearTo: null, engine: null },
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
