// The 24 federal entities of Venezuela offered by the customer form, in the
// contract's order: Amazonas through Zulia, Distrito Capital included.
import type { Customer } from "@/lib/api/types";

export type VenezuelanState = NonNullable<Customer["state"]>;

export const VENEZUELAN_STATES = [
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
  "Lara",
  "Mérida",
  "Miranda",
  "Monagas",
  "Nueva Esparta",
  "Portuguesa",
  "Sucre",
  "Táchira",
  "Trujillo",
  "La Guaira",
  "Yaracuy",
  "Zulia",
] as const satisfies readonly VenezuelanState[];

export function isVenezuelanState(value: string): value is VenezuelanState {
  return (VENEZUELAN_STATES as readonly string[]).includes(value);
}
