// The shop-wide counter settings' defaults: the mode off (the specification's local sales), IVA 16 %,
// a Vendedor's discount up to 25 %, the specification's three payment methods; with the mode on, a
// sale needs an open register session and any closing difference needs a note ('Caja'); a quote is
// valid 15 days.

export type PaymentMethodName = "efectivo" | "tarjeta" | "transferencia" | "credito";

/** The contract's ShopSettings, restated here (rules/ imports nothing of the project). */
export interface ShopSettings {
  counterMode: boolean;
  businessName: string;
  taxId: string;
  address: string;
  phone: string;
  receiptFooter: string;
  taxRate: number;
  maxDiscount: number;
  paymentMethods: PaymentMethodName[];
  requireOpenSession?: boolean;
  closingThresholdCents?: number;
  quoteValidityDays?: number;
  timeZone?: string;
}

/** The methods money comes into the drawer or the bank by: a register session counts these. */
export const PAYMENT_METHODS = [
  "efectivo",
  "tarjeta",
  "transferencia",
] as const satisfies readonly PaymentMethodName[];

/** Every method a shop may accept, in the specification's order: 'Crédito' (off by default) last. */
export const ACCEPTABLE_METHODS: readonly PaymentMethodName[] = [...PAYMENT_METHODS, "credito"];

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  counterMode: false,
  businessName: "",
  taxId: "",
  address: "",
  phone: "",
  receiptFooter: "",
  taxRate: 16,
  maxDiscount: 25,
  paymentMethods: [...PAYMENT_METHODS],
  requireOpenSession: true,
  closingThresholdCents: 0,
  quoteValidityDays: 15,
  timeZone: "America/Bogota",
};

/** An IANA zone the runtime knows (the reports' days are that zone's). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Text trimmed, payment methods once each in the specification's order. */
export function normalizedShopSettings(settings: ShopSettings): ShopSettings {
  return {
    counterMode: settings.counterMode,
    businessName: settings.businessName.trim(),
    taxId: settings.taxId.trim(),
    address: settings.address.trim(),
    phone: settings.phone.trim(),
    receiptFooter: settings.receiptFooter.trim(),
    taxRate: settings.taxRate,
    maxDiscount: settings.maxDiscount,
    paymentMethods: ACCEPTABLE_METHODS.filter((method) => settings.paymentMethods.includes(method)),
    requireOpenSession: settings.requireOpenSession ?? DEFAULT_SHOP_SETTINGS.requireOpenSession,
    closingThresholdCents: settings.closingThresholdCents ?? DEFAULT_SHOP_SETTINGS.closingThresholdCents,
    quoteValidityDays: settings.quoteValidityDays ?? DEFAULT_SHOP_SETTINGS.quoteValidityDays,
    timeZone:
      settings.timeZone !== undefined && isTimeZone(settings.timeZone)
        ? settings.timeZone
        : DEFAULT_SHOP_SETTINGS.timeZone,
  };
}

/** A stored copy read back: missing or unknown keys fall back to the defaults. */
export function storedShopSettings(value: unknown): ShopSettings {
  const saved = (typeof value === "object" && value !== null ? value : {}) as Partial<ShopSettings>;
  return normalizedShopSettings({ ...DEFAULT_SHOP_SETTINGS, ...saved });
}
