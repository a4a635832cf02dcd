// 'Ventas por Día' and 'Métodos de Pago' from recorded sales: completed sales only, by local day
// (the last `days`, oldest first, empty days included) and by payment method.
import type { Sale } from "@/lib/api/types";
import { COUNTER_METHOD_OPTIONS } from "./credit-payment";
import { PAYMENT_METHOD_OPTIONS } from "./sale-rules";

export interface Bar {
  label: string;
  value: number;
  count: number;
}

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function salesByDay(sales: readonly Sale[], now: Date, days = 7): Bar[] {
  const bars = new Map<string, Bar>();
  for (let back = days - 1; back >= 0; back -= 1) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    bars.set(dayKey(day), {
      label: `${String(day.getDate()).padStart(2, "0")}/${String(day.getMonth() + 1).padStart(2, "0")}`,
      value: 0,
      count: 0,
    });
  }
  for (const sale of sales) {
    if (sale.status !== "completed") continue;
    const bar = bars.get(dayKey(new Date(sale.completedAt ?? sale.createdAt)));
    if (!bar) continue;
    bar.value += sale.total;
    bar.count += 1;
  }
  return [...bars.values()];
}

export function salesByPaymentMethod(sales: readonly Sale[]): Bar[] {
  // 'Crédito' shows only when some sale went on account (the shop may not accept it).
  return COUNTER_METHOD_OPTIONS.map(({ value, label }) => {
    const own = sales.filter((sale) => sale.status === "completed" && sale.paymentMethod === value);
    return { label, value: own.reduce((sum, sale) => sum + sale.total, 0), count: own.length };
  }).filter((bar, index) => index < PAYMENT_METHOD_OPTIONS.length || bar.count > 0);
}
