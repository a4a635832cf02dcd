// Fixed sample data of the reports screen: nothing is fetched, and the screen, its
// stories and its tests read this one fixture. Amounts are Colombian pesos.

export const SALES_BY_PRODUCT = [
  { product: "Pastillas de freno", amount: 4_850_000, units: 62 },
  { product: "Filtro de aceite", amount: 3_920_000, units: 140 },
  { product: "Amortiguador delantero", amount: 3_450_000, units: 18 },
  { product: "Kit de embrague", amount: 2_980_000, units: 9 },
  { product: "Batería 12V", amount: 2_640_000, units: 11 },
] as const;

export const SALES_TREND = [
  { month: "Ene", amount: 12_400_000 },
  { month: "Feb", amount: 13_150_000 },
  { month: "Mar", amount: 14_800_000 },
  { month: "Abr", amount: 13_900_000 },
  { month: "May", amount: 15_600_000 },
  { month: "Jun", amount: 16_250_000 },
] as const;

export const SALES_BY_CATEGORY = [
  { category: "Motor", amount: 18_500_000 },
  { category: "Frenos", amount: 14_200_000 },
  { category: "Suspensión", amount: 11_300_000 },
  { category: "Transmisión", amount: 8_900_000 },
  { category: "Eléctrico", amount: 6_400_000 },
] as const;

/** Times the stock of each category turned over in the period. */
export const STOCK_ROTATION = [
  { category: "Motor", rotation: 4.2 },
  { category: "Frenos", rotation: 6.8 },
  { category: "Suspensión", rotation: 3.1 },
  { category: "Transmisión", rotation: 2.4 },
  { category: "Eléctrico", rotation: 5.5 },
] as const;

export const STOCK_BY_CATEGORY = [
  { category: "Motor", units: 320 },
  { category: "Frenos", units: 410 },
  { category: "Suspensión", units: 185 },
  { category: "Transmisión", units: 96 },
  { category: "Eléctrico", units: 240 },
] as const;

/** Actions recorded per weekday (week starts on Monday), administrators against sellers. */
export const USER_ACTIVITY = [
  { day: "Lun", admin: 42, seller: 118 },
  { day: "Mar", admin: 38, seller: 126 },
  { day: "Mié", admin: 45, seller: 131 },
  { day: "Jue", admin: 36, seller: 122 },
  { day: "Vie", admin: 51, seller: 149 },
  { day: "Sáb", admin: 18, seller: 96 },
  { day: "Dom", admin: 6, seller: 34 },
] as const;

export const SALES_BY_USER = [
  { user: "Carlos Pérez", amount: 21_300_000 },
  { user: "María González", amount: 17_850_000 },
  { user: "Jorge Ramírez", amount: 12_600_000 },
  { user: "Administrador", amount: 4_150_000 },
] as const;

export const FINANCIALS = [
  { month: "Ene", income: 12_400_000, costs: 8_300_000 },
  { month: "Feb", income: 13_150_000, costs: 8_700_000 },
  { month: "Mar", income: 14_800_000, costs: 9_600_000 },
  { month: "Abr", income: 13_900_000, costs: 9_200_000 },
  { month: "May", income: 15_600_000, costs: 10_100_000 },
  { month: "Jun", income: 16_250_000, costs: 10_400_000 },
] as const;

/** Payment methods of the sample: credit card, cash, transfer and PayPal (number of sales). */
export const PAYMENT_METHODS = [
  { id: "card", label: "Tarjeta de crédito", value: 412 },
  { id: "cash", label: "Efectivo", value: 347 },
  { id: "transfer", label: "Transferencia", value: 238 },
  { id: "paypal", label: "PayPal", value: 87 },
] as const;
