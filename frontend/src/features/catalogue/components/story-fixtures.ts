// Small fixed catalogue rows for the stories of single components (the screen stories use the
// mock server's seed instead).
import type { Brand, Category, Subcategory, Vehicle } from "@/lib/api/types";

export const storyCategories: Category[] = [
  { id: 1, name: "Motor", description: "Piezas internas y de distribución del motor" },
  {
    id: 2,
    name: "Frenos",
    description: "Pastillas, discos, bandas y componentes hidráulicos del sistema de frenos",
  },
  { id: 5, name: "Eléctrico", description: "Baterías, alternadores, arranques e iluminación" },
  { id: 10, name: "Accesorios", description: null },
];

export const storySubcategories: Subcategory[] = [
  { id: 5, name: "Pastillas", description: "Pastillas delanteras y traseras", parts_category_id: 2 },
  { id: 6, name: "Discos", description: null, parts_category_id: 2 },
  { id: 7, name: "Bombas de freno", description: "Bombas principales y auxiliares", parts_category_id: 2 },
];

const vehicle = (id: number, name: string, yearFrom: number | null, yearTo: number | null): Vehicle => ({
  id,
  name,
  model: name,
  brandId: 14,
  brand: { id: 14, name: "Chevrolet" },
  yearFrom,
  yearTo,
  engine: null,
});

export const storyVehicles: Vehicle[] = [
  vehicle(1, "Aveo", 2005, 2018),
  vehicle(2, "Silverado", 2007, null),
  vehicle(3, "Spark", 2006, 2019),
  vehicle(4, "Chevette", null, null),
];

export const storyBrandWithLogo: Brand = {
  id: 14,
  name: "Chevrolet",
  description: "Vehículos y repuestos de equipo original General Motors",
  // A data URL keeps the story independent of the network.
  logoUrl:
    "data:image/svg+xml;utf8," +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f4f4f4"/><path d="M4 26h20l4-6h8l4 6h20v12H40l-4 6h-8l-4-6H4z" fill="#d4a017"/></svg>',
    ),
  country: "Estados Unidos",
  website: "https://www.chevrolet.com",
  categoryIds: [1, 2],
};

export const storyBrandWithoutLogo: Brand = {
  id: 6,
  name: "Mann-Filter",
  description: "Filtros de aceite, aire, combustible y cabina",
  logoUrl: null,
  country: "Alemania",
  website: "www.mann-filter.com",
  categoryIds: [],
};

export const storyBrandBrokenLogo: Brand = {
  ...storyBrandWithoutLogo,
  id: 13,
  name: "Hella",
  logoUrl: "/uploads/no-existe.png",
  description: null,
  country: null,
  website: null,
};
