// Quotes ('Cotización'): their number, their state (derived, never stored: a quote is immutable once
// issued, and time alone makes it 'vencida'), their validity and the counter's messages about them.

export type QuoteStateName = "vigente" | "vencida" | "convertida";

export const DEFAULT_QUOTE_VALIDITY_DAYS = 15;

const DAY_MS = 86_400_000;

export const QUOTE_STATE_LABELS: Record<QuoteStateName, string> = {
  vigente: "Vigente",
  vencida: "Vencida",
  convertida: "Convertida",
};

export const QUOTE_MESSAGES = {
  quoteNotFound: "Cotización no encontrada",
  counterModeOff: "El modo mostrador está desactivado: las cotizaciones no se registran en el servidor",
  emptyQuote: "Cotización vacía: Agregue al menos un producto a la cotización.",
  alreadyConverted: "Esta cotización ya se convirtió en venta",
  expiredKeepsNoPrices:
    "Cotización vencida: sus precios ya no se garantizan. Conviértala con los precios de hoy.",
  printNotice: "Cotización — no es una factura",
} as const;

/** 'COT-' and the id in six digits. */
export const quoteNumber = (id: number) => `COT-${String(id).padStart(6, "0")}`;

/** The id a typed number names ('COT-000012', 'cot 12' or '12'), or null when it names none. */
export function quoteIdOf(text: string): number | null {
  const match = /^\s*(?:cot[\s-]*)?0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** The instant a quote issued at `createdAt` stops being valid. */
export function quoteValidUntil(createdAt: string, validityDays: number): string {
  return new Date(Date.parse(createdAt) + validityDays * DAY_MS).toISOString();
}

export function quoteState(
  quote: { saleId: number | null; validUntil: string },
  now: string,
): QuoteStateName {
  if (quote.saleId !== null) return "convertida";
  return quote.validUntil <= now ? "vencida" : "vigente";
}
