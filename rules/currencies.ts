// Other currencies accepted at the counter (issue 42 item 6, docs/payments.md): the shop's own is the
// specification's peso; an Administrador adds others (USD…) and sets each one's rate of the day
// ('Tasa del día': pesos per unit, one per currency per local day). A payment in another currency is
// cash handed over in that currency's cents, converted at the day's rate, with the change in pesos.
// Rates are decimal strings and conversion is exact integer arithmetic (BigInt), rounded half up to
// the peso cent.

/** The shop's currency (the specification's pesos). */
export const SHOP_CURRENCY = "COP";

/** Every other currency is counted in hundredths (cents) of its unit. */
export const FOREIGN_MINOR_UNITS = 100;

const RATE_DECIMALS = 4;
const RATE = /^(\d{1,9})(?:[.,](\d{1,4}))?$/;

export const CURRENCY_MESSAGES = {
  invalidCode: "El código de la moneda son tres letras (por ejemplo USD)",
  shopCurrency: "El peso es la moneda de la tienda: no se agrega",
  nameRequired: "Indique el nombre de la moneda",
  duplicate: "Esa moneda ya se acepta en la tienda",
  notFound: "Moneda no encontrada",
  invalidRate: "La tasa del día es un número mayor que cero, con hasta cuatro decimales",
  onlyCash: "Solo el efectivo se recibe en otra moneda",
  foreignAmountMissing: "Indique cuánto recibió en la otra moneda",
  currencyMissing: "Indique la moneda de lo recibido",
  tenderedWithCurrency: "Un pago en otra moneda lleva lo recibido en esa moneda, no en pesos",
} as const;

export function notAcceptedMessage(code: string): string {
  return `La tienda no recibe pagos en ${code}`;
}

export function noRateMessage(code: string): string {
  return `No hay tasa del día para ${code}: un Administrador debe fijarla en Configuración → Ventas`;
}

/** An ISO-like code: three capital letters. */
export function currencyCodeProblem(code: string): string | null {
  if (!/^[A-Z]{3}$/.test(code)) return CURRENCY_MESSAGES.invalidCode;
  if (code === SHOP_CURRENCY) return CURRENCY_MESSAGES.shopCurrency;
  return null;
}

/** "3.950,5" style input is not accepted: one decimal separator, no thousands. Answers "3950.5". */
export function normalizedRate(raw: string): string | null {
  const match = RATE.exec(raw.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (/^0*$/.test(whole + fraction)) return null;
  return fraction === "" ? whole : `${whole}.${fraction}`;
}

/** The rate as an integer scaled by 10^4. */
function scaledRate(rate: string): bigint {
  const [whole, fraction = ""] = rate.split(".");
  return BigInt(whole!) * 10n ** BigInt(RATE_DECIMALS) + BigInt(fraction.padEnd(RATE_DECIMALS, "0"));
}

/**
 * Peso cents for `foreignCents` of a currency at `rate` pesos per unit: one foreign cent is worth
 * `rate` peso cents. Rounded half up.
 */
export function toShopCents(foreignCents: number, rate: string): number {
  const scale = 10n ** BigInt(RATE_DECIMALS);
  const product = BigInt(foreignCents) * scaledRate(rate);
  return Number((product + scale / 2n) / scale);
}

/** "USD 20,50": another currency's cents as es-CO writes amounts. */
export function formatForeignCents(cents: number, code: string): string {
  const sign = cents < 0 ? "-" : "";
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, ".");
  return `${sign}${code}\u00a0${whole},${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

/** "3.950,5": a rate as es-CO writes numbers. */
export function formatRate(rate: string): string {
  const [whole, fraction] = rate.split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ".");
  return fraction ? `${grouped},${fraction}` : grouped;
}
