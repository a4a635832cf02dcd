// 'Crédito' (docs/payments.md): a customer's balance is the sum of his account movements; each sale on
// account is charged (its debit, less what returns and a cancellation gave back) and paid by the
// allocations of the payments ('abonos') not voided. A payment settles the oldest open sales first,
// or the sales the user picked in his order; what is left stays as a credit in favour.
import { CREDIT_MESSAGES, overdueMessage, overLimitMessage } from "./credit-messages";

export interface CreditSale {
  saleId: number;
  /** ISO time of the sale. */
  createdAt: string;
  /** YYYY-MM-DD: the sale's day plus the customer's terms when it was sold. */
  dueDate: string;
  /** The debit less returns and cancellation. */
  chargedCents: number;
  /** Allocations of payments not voided. */
  paidCents: number;
}

export interface Allocation {
  saleId: number;
  amountCents: number;
}

export type AllocationVerdict = { allocations: Allocation[]; unallocatedCents: number } | { refusal: string };

export type CreditSaleStatus = "open" | "partial" | "paid";

export const openCents = (sale: CreditSale) => Math.max(0, sale.chargedCents - sale.paidCents);

export function creditSaleStatus(sale: CreditSale): CreditSaleStatus {
  if (openCents(sale) === 0) return "paid";
  return sale.paidCents > 0 ? "partial" : "open";
}

const oldestFirst = (a: CreditSale, b: CreditSale) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.saleId - b.saleId;

/** How a payment of `amountCents` settles the open sales: picked ones in their order, else oldest first. */
export function allocatePayment(
  sales: readonly CreditSale[],
  amountCents: number,
  picked?: readonly number[],
): AllocationVerdict {
  const open = sales.filter((sale) => openCents(sale) > 0);
  let order: CreditSale[];
  if (picked && picked.length > 0) {
    if (new Set(picked).size !== picked.length) return { refusal: CREDIT_MESSAGES.pickedSaleRepeated };
    order = [];
    for (const id of picked) {
      const sale = open.find((candidate) => candidate.saleId === id);
      if (!sale) return { refusal: CREDIT_MESSAGES.pickedSaleNotOpen };
      order.push(sale);
    }
  } else order = [...open].sort(oldestFirst);
  let left = amountCents;
  const allocations: Allocation[] = [];
  for (const sale of order) {
    if (left === 0) break;
    const part = Math.min(left, openCents(sale));
    allocations.push({ saleId: sale.saleId, amountCents: part });
    left -= part;
  }
  return { allocations, unallocatedCents: left };
}

/** YYYY-MM-DD of an ISO time plus `days` (UTC days: the shop's dates are stored in UTC). */
export function dueDateOf(isoTime: string, days: number): string {
  const date = new Date(`${isoTime.slice(0, 10)}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `dueDate` to `today` (both YYYY-MM-DD); positive when past due. */
export function daysPastDue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

export const AGEING_BUCKETS = ["current", "d1to30", "d31to60", "d61to90", "over90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: "Al día",
  d1to30: "1–30 días",
  d31to60: "31–60 días",
  d61to90: "61–90 días",
  over90: "Más de 90 días",
};

export function ageingBucket(daysLate: number): AgeingBucket {
  if (daysLate <= 0) return "current";
  if (daysLate <= 30) return "d1to30";
  if (daysLate <= 60) return "d31to60";
  if (daysLate <= 90) return "d61to90";
  return "over90";
}

/**
 * What is owed, by age: each open sale's amount in its bucket, after a credit in favour (payments not
 * allocated, returns beyond what was owed) is taken off the oldest first, so the buckets sum to the
 * balance whenever the customer owes anything.
 */
export function ageing(
  sales: readonly CreditSale[],
  balanceCents: number,
  today: string,
): Record<AgeingBucket, number> & { overdueCents: number } {
  const buckets: Record<AgeingBucket, number> = { current: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0 };
  const open = sales.filter((sale) => openCents(sale) > 0).sort(oldestFirst);
  const owedBySales = open.reduce((sum, sale) => sum + openCents(sale), 0);
  let credit = Math.max(0, owedBySales - Math.max(0, balanceCents));
  let overdueCents = 0;
  for (const sale of open) {
    const taken = Math.min(credit, openCents(sale));
    credit -= taken;
    const owed = openCents(sale) - taken;
    if (owed === 0) continue;
    const bucket = ageingBucket(daysPastDue(sale.dueDate, today));
    buckets[bucket] += owed;
    if (bucket !== "current") overdueCents += owed;
  }
  return { ...buckets, overdueCents };
}

/**
 * Whether a credit in favour (payments not allocated, returns beyond what was owed) must come off
 * the oldest open sales first: only then do the buckets differ from the open sales summed by age.
 */
export function creditInFavourApplies(owedBySalesCents: number, balanceCents: number): boolean {
  return owedBySalesCents > Math.max(0, balanceCents);
}

/**
 * The earliest due date of each bucket but 'más de 90 días', as of `today`: a sale due on or after
 * `current` is 'al día', on or after `d1to30` (and before `current`) 1–30 days late, and so on; a
 * store sums open sales by age with these bounds exactly as `ageingBucket(daysPastDue(…))` buckets.
 */
export function ageingDueFloors(today: string): Record<Exclude<AgeingBucket, "over90">, string> {
  const before = (days: number) => dueDateOf(`${today}T00:00:00.000Z`, -days);
  return { current: today, d1to30: before(30), d31to60: before(60), d61to90: before(90) };
}

export interface CreditCheck {
  limitCents: number;
  balanceCents: number;
  overdueCents: number;
  /** What this sale puts on the account. */
  amountCents: number;
}

/** The refusal a sale on account meets (over the limit, or overdue debt), or null. */
export function creditRefusal(check: CreditCheck): string | null {
  if (check.overdueCents > 0) return overdueMessage(check.overdueCents);
  const over = check.balanceCents + check.amountCents - check.limitCents;
  if (over > 0) return overLimitMessage(over, check.limitCents - check.balanceCents);
  return null;
}
