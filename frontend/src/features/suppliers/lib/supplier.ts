// The supplier of the suppliers screen: held in page memory only with 'Modo mostrador' off (the
// specification), kept on the server with it on.
export type SupplierStatus = "active" | "inactive";

export interface Supplier {
  id: number;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  status: SupplierStatus;
  /** 0 to 5 stars, or null for 'Sin valoración'. */
  rating: number | null;
  productsCount: number;
  ordersCount: number;
  /** With 'Modo mostrador' on only: RIF or NIT, and the days from order to delivery. */
  taxId?: string | null;
  leadTimeDays?: number | null;
}

export type SupplierTab = "all" | "active" | "inactive";

export const SUPPLIER_TABS: readonly { id: SupplierTab; label: string }[] = [
  { id: "all", label: "Todos" },
  { id: "active", label: "Activos" },
  { id: "inactive", label: "Inactivos" },
];

export const MAX_RATING = 5;

/** New ids are the highest existing id plus one (1 for an empty list). */
export function nextSupplierId(suppliers: readonly Pick<Supplier, "id">[]): number {
  return suppliers.reduce((highest, supplier) => Math.max(highest, supplier.id), 0) + 1;
}

/** Lower case without accents, so 'bogota' finds 'Bogotá'. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

function matchesQuery(supplier: Supplier, query: string): boolean {
  const needle = normalizeText(query);
  if (!needle) return true;
  const fields = [
    supplier.name,
    supplier.contactPerson,
    supplier.email,
    supplier.phone,
    supplier.address,
    supplier.city,
    supplier.country,
  ];
  return fields.some((field) => field != null && normalizeText(field).includes(needle));
}

/** The suppliers of a tab whose name, contact, e-mail, phone or address contain the search text. */
export function filterSuppliers(suppliers: readonly Supplier[], query: string, tab: SupplierTab): Supplier[] {
  return suppliers.filter(
    (supplier) => (tab === "all" || supplier.status === tab) && matchesQuery(supplier, query),
  );
}

export function countByTab(suppliers: readonly Supplier[]): Record<SupplierTab, number> {
  const active = suppliers.filter((supplier) => supplier.status === "active").length;
  return { all: suppliers.length, active, inactive: suppliers.length - active };
}

/** The empty state's text of each tab (with a search, the same hint for every tab). */
export function emptyTextFor(tab: SupplierTab, query: string): string {
  if (normalizeText(query)) return "Intenta con otros términos de búsqueda.";
  if (tab === "active") return "No hay proveedores activos en este momento.";
  if (tab === "inactive") return "No hay proveedores inactivos.";
  return "Comienza agregando tu primer proveedor con 'Nuevo Proveedor'.";
}

export function toggledStatus(status: SupplierStatus): SupplierStatus {
  return status === "active" ? "inactive" : "active";
}

/** One line of address, city and country, skipping the empty parts ('' when there is none). */
export function addressLine(supplier: Pick<Supplier, "address" | "city" | "country">): string {
  return [supplier.address, supplier.city, supplier.country]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(", ");
}
