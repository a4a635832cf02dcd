// The Spanish messages of the owner's numbers ('Reportes', 'Rendimiento de Vendedores') and the
// shop's time zone.
export const REPORT_MESSAGES = {
  invalidTimeZone: "La zona horaria no es válida",
  invalidPeriod: "El período no es válido",
  periodTooLong: "El período no puede pasar de 366 días",
  unknownSeller: "El vendedor no existe",
} as const;

/** The names of a group with nothing recorded (a deleted product's category, a removed seller). */
export const REPORT_LABELS = {
  noCategory: "Sin categoría",
  noBrand: "Sin marca",
  noSeller: "Sin vendedor",
} as const;
