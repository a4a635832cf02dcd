// The new-promotion form: defaults, the five rules in the specification's order
// (checked by the server's own rules/promotion-rules.ts) and the creation payload.
import { optionalText } from "@rules/text";
import type { components } from "@contract/schema.gen";
import { checkPromotionDraft, type RuleFailure } from "@rules/promotion-rules";

export type PromotionCreate = components["schemas"]["PromotionCreate"];

export interface PromotionFormValues {
  name: string;
  description: string;
  /** As typed in the number input. */
  discount: string;
  isActive: boolean;
  /** yyyy-MM-dd (the native date input's value); "" when none. */
  startDate: string;
  endDate: string;
}

export type { RuleFailure };

export const DEFAULT_DISCOUNT = 10;

/** Today's date in the user's time zone, as yyyy-MM-dd. */
export function todayInput(now: Date = new Date()): string {
  const mm = String(now.getMonth() + 1).padStart(2, "0");
  const dd = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${mm}-${dd}`;
}

export function emptyPromotionForm(now: Date = new Date()): PromotionFormValues {
  return {
    name: "",
    description: "",
    discount: String(DEFAULT_DISCOUNT),
    isActive: true,
    startDate: todayInput(now),
    endDate: "",
  };
}

/** Local midnight of a yyyy-MM-dd value, or the last millisecond of that day. */
function localDate(value: string, endOfDay: boolean): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = endOfDay
    ? new Date(Number(y), Number(m) - 1, Number(d), 23, 59, 59, 999)
    : new Date(Number(y), Number(m) - 1, Number(d));
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseDiscount(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
}

/**
 * The first rule the form breaks, in the specification's order; null when it may be sent. The
 * rules are the server's own (rules/promotion-rules.ts), so screen and server never disagree.
 */
export function checkPromotionForm(values: PromotionFormValues): RuleFailure | null {
  return checkPromotionDraft({
    name: values.name,
    discountPercentage: parseDiscount(values.discount),
    startDate: localDate(values.startDate, false)?.toISOString() ?? null,
    endDate: localDate(values.endDate, true)?.toISOString() ?? null,
  });
}

/** The creation payload: description null when empty, dates as ISO (the end covers its whole day). */
export function promotionPayload(values: PromotionFormValues): PromotionCreate {
  return {
    name: values.name.trim(),
    description: optionalText(values.description),
    discountPercentage: Number(values.discount),
    startDate: localDate(values.startDate, false)?.toISOString() ?? null,
    endDate: localDate(values.endDate, true)?.toISOString() ?? null,
    isActive: values.isActive,
  };
}
