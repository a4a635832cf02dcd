// The specification's promotion-creation rules, in its order. The screen, the BFF and the mocks
// all call this, so the first failing rule gives the same Spanish title and text everywhere.

export interface PromotionDraft {
  name?: string | null;
  discountPercentage?: number | null;
  startDate?: string | null;
  endDate?: string | null;
}

export interface RuleFailure {
  title: string;
  message: string;
}

export function checkPromotionDraft(draft: PromotionDraft): RuleFailure | null {
  if (!draft.name || draft.name.trim() === "") {
    return { title: "Nombre requerido", message: "Por favor ingresa un nombre para la promoción" };
  }
  const discount = draft.discountPercentage;
  if (discount === null || discount === undefined || !(discount > 0) || discount > 100) {
    return { title: "Descuento inválido", message: "El descuento debe estar entre 1% y 100%" };
  }
  const start = parseDate(draft.startDate);
  if (!start) {
    return { title: "Fecha de inicio requerida", message: "Por favor selecciona una fecha de inicio" };
  }
  const end = parseDate(draft.endDate);
  if (!end) {
    return { title: "Fecha de fin requerida", message: "Por favor selecciona una fecha de finalización" };
  }
  if (!withinYears(start) || !withinYears(end)) {
    return { title: "Fechas inválidas", message: "Las fechas deben estar entre los años 2000 y 2100" };
  }
  if (start.getTime() > end.getTime()) {
    return {
      title: "Fechas inválidas",
      message: "La fecha de finalización debe ser posterior a la fecha de inicio",
    };
  }
  return null;
}

/** Stored dates are compared as ISO text, which orders only four-digit years; these are plenty. */
function withinYears(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2100;
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
