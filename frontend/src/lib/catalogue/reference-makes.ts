// The built-in reference list of the vehicles screen: 16 makes common on the roads of
// Colombia and Venezuela, with their best-known models and the years they were sold there. It is
// shown even before anyone enters a model, and merged with the server's makes and models by name
// (merge-vehicles.ts). A model without years spans REFERENCE_YEAR_FROM-REFERENCE_YEAR_TO.

export const REFERENCE_YEAR_FROM = 1995;
export const REFERENCE_YEAR_TO = 2024;

export interface ReferenceModel {
  name: string;
  yearFrom?: number;
  yearTo?: number;
  engine?: string;
}

export interface ReferenceMake {
  name: string;
  description: string;
  models: readonly ReferenceModel[];
}

export const REFERENCE_MAKES: readonly ReferenceMake[] = [
  {
    name: "Chevrolet",
    description: "Marca estadounidense de General Motors, la más vendida en Colombia por décadas",
    models: [
      { name: "Spark", yearFrom: 2005, yearTo: 2024, engine: "1.0L" },
      { name: "Aveo", yearFrom: 2004, yearTo: 2018, engine: "1.6L" },
      { name: "Optra", yearFrom: 2004, yearTo: 2012, engine: "1.8L" },
      { name: "Corsa", yearFrom: 1996, yearTo: 2006, engine: "1.4L" },
      { name: "Sail", yearFrom: 2012, yearTo: 2020, engine: "1.4L" },
      { name: "Cruze", yearFrom: 2010, yearTo: 2019 },
      { name: "Captiva", yearFrom: 2007, yearTo: 2018 },
      { name: "Luv D-Max", yearFrom: 2005, yearTo: 2014, engine: "3.5L V6" },
      { name: "Tracker", yearFrom: 2013 },
    ],
  },
  {
    name: "Renault",
    description: "Marca francesa ensamblada en Colombia por Sofasa desde 1970",
    models: [
      { name: "Logan", yearFrom: 2005, engine: "1.6L" },
      { name: "Sandero", yearFrom: 2008, engine: "1.6L" },
      { name: "Duster", yearFrom: 2012 },
      { name: "Clio", yearFrom: 1995, yearTo: 2016 },
      { name: "Twingo", yearFrom: 1997, yearTo: 2012, engine: "1.2L" },
      { name: "Symbol", yearFrom: 2001, yearTo: 2013 },
      { name: "Kwid", yearFrom: 2019 },
    ],
  },
  {
    name: "Mazda",
    description: "Marca japonesa con ensambladora histórica en Bogotá",
    models: [
      { name: "Mazda 2", yearFrom: 2008 },
      { name: "Mazda 3", yearFrom: 2004 },
      { name: "Mazda 6", yearFrom: 2003 },
      { name: "Allegro", yearFrom: 1995, yearTo: 2006 },
      { name: "BT-50", yearFrom: 2007 },
      { name: "CX-5", yearFrom: 2013 },
    ],
  },
  {
    name: "Toyota",
    description: "Marca japonesa de camionetas y todoterrenos muy presente en Venezuela",
    models: [
      { name: "Corolla", engine: "1.8L" },
      { name: "Hilux", engine: "2.7L" },
      { name: "Fortuner", yearFrom: 2006 },
      { name: "Prado", yearFrom: 1997 },
      { name: "Yaris", yearFrom: 2000 },
      { name: "4Runner", yearFrom: 1996 },
      { name: "Land Cruiser" },
    ],
  },
  {
    name: "Nissan",
    description: "Marca japonesa de automóviles y camionetas de trabajo",
    models: [
      { name: "Sentra", yearFrom: 1995 },
      { name: "Tiida", yearFrom: 2007, yearTo: 2018 },
      { name: "March", yearFrom: 2011 },
      { name: "Versa", yearFrom: 2012 },
      { name: "Frontier", yearFrom: 1998 },
      { name: "X-Trail", yearFrom: 2003 },
    ],
  },
  {
    name: "Kia",
    description: "Marca surcoreana de automóviles compactos y SUV",
    models: [
      { name: "Picanto", yearFrom: 2004, engine: "1.1L" },
      { name: "Rio", yearFrom: 2000 },
      { name: "Cerato", yearFrom: 2004 },
      { name: "Sportage", yearFrom: 1995 },
      { name: "Sorento", yearFrom: 2003 },
    ],
  },
  {
    name: "Hyundai",
    description: "Marca surcoreana de automóviles, SUV y vehículos comerciales",
    models: [
      { name: "Accent", yearFrom: 1995 },
      { name: "i10", yearFrom: 2008 },
      { name: "Getz", yearFrom: 2002, yearTo: 2011 },
      { name: "Elantra", yearFrom: 1995 },
      { name: "Tucson", yearFrom: 2004 },
      { name: "Santa Fe", yearFrom: 2001 },
    ],
  },
  {
    name: "Ford",
    description: "Marca estadounidense de automóviles, camionetas y SUV",
    models: [
      { name: "Fiesta", yearFrom: 1995, yearTo: 2019 },
      { name: "Focus", yearFrom: 1999, yearTo: 2018 },
      { name: "EcoSport", yearFrom: 2004 },
      { name: "Explorer", yearFrom: 1995 },
      { name: "Ranger", yearFrom: 1998 },
      { name: "F-150", yearFrom: 1995 },
    ],
  },
  {
    name: "Volkswagen",
    description: "Marca alemana de automóviles de pasajeros",
    models: [
      { name: "Gol", yearFrom: 1995 },
      { name: "Jetta", yearFrom: 1995 },
      { name: "Polo", yearFrom: 2003 },
      { name: "Fox", yearFrom: 2004, yearTo: 2017 },
      { name: "Amarok", yearFrom: 2010 },
    ],
  },
  {
    name: "Suzuki",
    description: "Marca japonesa de automóviles compactos y todoterrenos livianos",
    models: [
      { name: "Swift", yearFrom: 2005 },
      { name: "Vitara", yearFrom: 1995 },
      { name: "Grand Vitara", yearFrom: 1998, yearTo: 2015 },
      { name: "Jimny", yearFrom: 1998 },
      { name: "Alto", yearFrom: 2002 },
    ],
  },
  {
    name: "Mitsubishi",
    description: "Marca japonesa de camionetas y todoterrenos",
    models: [
      { name: "Lancer", yearFrom: 1995, yearTo: 2017 },
      { name: "Montero", yearFrom: 1995, yearTo: 2021 },
      { name: "Montero Sport", yearFrom: 1997 },
      { name: "L200", yearFrom: 1995 },
      { name: "Outlander", yearFrom: 2003 },
    ],
  },
  {
    name: "Honda",
    description: "Marca japonesa de automóviles",
    models: [
      { name: "Civic", yearFrom: 1995 },
      { name: "Accord", yearFrom: 1995 },
      { name: "CR-V", yearFrom: 1997 },
      { name: "Fit", yearFrom: 2002 },
      { name: "HR-V", yearFrom: 2015 },
    ],
  },
  {
    name: "Fiat",
    description: "Marca italiana de automóviles compactos",
    models: [
      { name: "Palio", yearFrom: 1996, yearTo: 2017 },
      { name: "Siena", yearFrom: 1997, yearTo: 2016 },
      { name: "Uno", yearFrom: 1995, yearTo: 2013 },
      { name: "Punto", yearFrom: 2007, yearTo: 2017 },
      { name: "Strada", yearFrom: 1998 },
    ],
  },
  {
    name: "Peugeot",
    description: "Marca francesa de automóviles",
    models: [
      { name: "206", yearFrom: 1998, yearTo: 2012 },
      { name: "207", yearFrom: 2007, yearTo: 2014 },
      { name: "208", yearFrom: 2012 },
      { name: "307", yearFrom: 2001, yearTo: 2012 },
      { name: "3008", yearFrom: 2009 },
    ],
  },
  {
    name: "Jeep",
    description: "Marca estadounidense de todoterrenos",
    models: [
      { name: "Cherokee", yearFrom: 1995 },
      { name: "Grand Cherokee", yearFrom: 1995 },
      { name: "Wrangler", yearFrom: 1997 },
      { name: "Compass", yearFrom: 2007 },
      { name: "Renegade", yearFrom: 2015 },
    ],
  },
  {
    name: "Chery",
    description: "Marca china de automóviles y SUV compactos",
    models: [
      { name: "QQ", yearFrom: 2006, yearTo: 2016 },
      { name: "Orinoco", yearFrom: 2011, yearTo: 2016 },
      { name: "Arauca", yearFrom: 2011, yearTo: 2016 },
      { name: "Tiggo", yearFrom: 2006 },
      { name: "Grand Tiger", yearFrom: 2014, yearTo: 2018 },
    ],
  },
];
