// The offline address provider's places: the states of Venezuela and the departments of Colombia,
// with their main cities. Bundled so suggestions work with no network and no key.
export type PlaceKind = "city" | "state";

export interface Place {
  kind: PlaceKind;
  name: string;
  /** The first-level region (state or department); the place itself for a state. */
  region: string;
  country: "Venezuela" | "Colombia";
}

type CityList = readonly (readonly [string, string])[];

const VENEZUELA_STATES = [
  "Amazonas",
  "Anzoátegui",
  "Apure",
  "Aragua",
  "Barinas",
  "Bolívar",
  "Carabobo",
  "Cojedes",
  "Delta Amacuro",
  "Distrito Capital",
  "Falcón",
  "Guárico",
  "La Guaira",
  "Lara",
  "Mérida",
  "Miranda",
  "Monagas",
  "Nueva Esparta",
  "Portuguesa",
  "Sucre",
  "Táchira",
  "Trujillo",
  "Yaracuy",
  "Zulia",
] as const;

const VENEZUELA_CITIES: CityList = [
  ["Caracas", "Distrito Capital"],
  ["Maracaibo", "Zulia"],
  ["Cabimas", "Zulia"],
  ["Valencia", "Carabobo"],
  ["Puerto Cabello", "Carabobo"],
  ["Barquisimeto", "Lara"],
  ["Maracay", "Aragua"],
  ["Ciudad Guayana", "Bolívar"],
  ["Ciudad Bolívar", "Bolívar"],
  ["Barcelona", "Anzoátegui"],
  ["Puerto La Cruz", "Anzoátegui"],
  ["Maturín", "Monagas"],
  ["Barinas", "Barinas"],
  ["Cumaná", "Sucre"],
  ["Mérida", "Mérida"],
  ["San Cristóbal", "Táchira"],
  ["Los Teques", "Miranda"],
  ["Guarenas", "Miranda"],
  ["Petare", "Miranda"],
  ["Coro", "Falcón"],
  ["Punto Fijo", "Falcón"],
  ["Acarigua", "Portuguesa"],
  ["Guanare", "Portuguesa"],
  ["San Fernando de Apure", "Apure"],
  ["Valle de la Pascua", "Guárico"],
  ["San Juan de los Morros", "Guárico"],
  ["Porlamar", "Nueva Esparta"],
  ["La Asunción", "Nueva Esparta"],
  ["San Felipe", "Yaracuy"],
  ["Valera", "Trujillo"],
  ["Tucupita", "Delta Amacuro"],
  ["Puerto Ayacucho", "Amazonas"],
  ["San Carlos", "Cojedes"],
  ["La Guaira", "La Guaira"],
];

const COLOMBIA_DEPARTMENTS = [
  "Amazonas",
  "Antioquia",
  "Arauca",
  "Atlántico",
  "Bogotá D.C.",
  "Bolívar",
  "Boyacá",
  "Caldas",
  "Caquetá",
  "Casanare",
  "Cauca",
  "Cesar",
  "Chocó",
  "Córdoba",
  "Cundinamarca",
  "Guainía",
  "Guaviare",
  "Huila",
  "La Guajira",
  "Magdalena",
  "Meta",
  "Nariño",
  "Norte de Santander",
  "Putumayo",
  "Quindío",
  "Risaralda",
  "San Andrés y Providencia",
  "Santander",
  "Sucre",
  "Tolima",
  "Valle del Cauca",
  "Vaupés",
  "Vichada",
] as const;

const COLOMBIA_CITIES: CityList = [
  ["Bogotá", "Bogotá D.C."],
  ["Medellín", "Antioquia"],
  ["Envigado", "Antioquia"],
  ["Itagüí", "Antioquia"],
  ["Bello", "Antioquia"],
  ["Cali", "Valle del Cauca"],
  ["Palmira", "Valle del Cauca"],
  ["Buenaventura", "Valle del Cauca"],
  ["Barranquilla", "Atlántico"],
  ["Soledad", "Atlántico"],
  ["Cartagena", "Bolívar"],
  ["Cúcuta", "Norte de Santander"],
  ["Bucaramanga", "Santander"],
  ["Floridablanca", "Santander"],
  ["Pereira", "Risaralda"],
  ["Manizales", "Caldas"],
  ["Armenia", "Quindío"],
  ["Ibagué", "Tolima"],
  ["Santa Marta", "Magdalena"],
  ["Villavicencio", "Meta"],
  ["Pasto", "Nariño"],
  ["Montería", "Córdoba"],
  ["Neiva", "Huila"],
  ["Valledupar", "Cesar"],
  ["Popayán", "Cauca"],
  ["Sincelejo", "Sucre"],
  ["Tunja", "Boyacá"],
  ["Riohacha", "La Guajira"],
  ["Yopal", "Casanare"],
  ["Soacha", "Cundinamarca"],
  ["Zipaquirá", "Cundinamarca"],
  ["Florencia", "Caquetá"],
  ["Quibdó", "Chocó"],
  ["Arauca", "Arauca"],
  ["Leticia", "Amazonas"],
];

function states(names: readonly string[], country: Place["country"]): Place[] {
  return names.map((name) => ({ kind: "state", name, region: name, country }));
}

function cities(list: CityList, country: Place["country"]): Place[] {
  return list.map(([name, region]) => ({ kind: "city", name, region, country }));
}

/** Cities first: a city is the likelier answer than the state of the same name. */
export const ADDRESS_PLACES: readonly Place[] = [
  ...cities(VENEZUELA_CITIES, "Venezuela"),
  ...cities(COLOMBIA_CITIES, "Colombia"),
  ...states(VENEZUELA_STATES, "Venezuela"),
  ...states(COLOMBIA_DEPARTMENTS, "Colombia"),
];
