// 'Crédito': customer accounts, payments and their allocations. Field types are declared here only.
import type { NamedRef } from "@contract/types";
import type { AgeingBucket, AllocationVerdict, CreditSale } from "../../rules/customer-credit";

export interface CreditSettings {
  enabled: boolean;
  limitCents: number;
  termsDays: number;
}

export type AccountMovementKind = "sale" | "payment" | "return" | "cancel" | "void";

export interface AccountMovementRow {
  id: number;
  kind: AccountMovementKind;
  /** Signed: a debit positive, a credit negative. */
  amountCents: number;
  saleId: number | null;
  paymentId: number | null;
  note: string | null;
  occurredOn: string;
  createdAt: string;
  user: NamedRef | null;
}

export interface CustomerPaymentRow {
  id: number;
  customerId: number;
  amountCents: number;
  method: string;
  reference: string | null;
  paidOn: string;
  registerSessionId: number | null;
  createdAt: string;
  user: NamedRef | null;
  allocations: Array<{ saleId: number; amountCents: number }>;
  voidedAt: string | null;
  voidReason: string | null;
}

export interface CustomerPaymentDraft {
  customerId: number;
  amountCents: number;
  method: string;
  reference: string | null;
  paidOn: string;
  registerSessionId: number | null;
  userId: number;
  /**
   * The operation's rule, called inside the write with the customer's sales as they are then (the
   * customer locked), so two payments racing for one sale never settle it twice.
   */
  allocate: (sales: CreditSale[]) => AllocationVerdict;
}

export type CustomerPaymentWrite = { id: number } | { refusal: string } | { sessionClosed: true };

/** A customer's account as a sale's write finds it, the customer locked. */
export interface AccountSnapshot {
  credit: CreditSettings | null;
  balanceCents: number;
  sales: CreditSale[];
}

/** The debit a sale on account writes: its due date and an Administrador's reason for an override. */
export interface SaleDebit {
  dueDate: string;
  note: string | null;
}

/** What a sale on account adds to the customer's account, written in the sale's transaction. */
export interface SaleAccountDraft {
  customerId: number;
  /**
   * The operation's rule (limit, overdue debt, override), called inside the sale's write with the
   * account as it is then (the customer locked), so two sales racing one limit never both pass.
   */
  decide: (account: AccountSnapshot) => SaleDebit | { refusal: string };
}

export interface AgeingEntry {
  customerId: number;
  credit: CreditSettings | null;
  balanceCents: number;
  /**
   * What the open sales owe in each bucket, summed by the store as of the day asked, when no credit
   * in favour comes off them (`creditInFavourApplies`); otherwise absent and `sales` holds them.
   */
  owedByBucket?: Record<AgeingBucket, number>;
  /** The sales still owing, when `owedByBucket` is absent. */
  sales: CreditSale[];
}

export interface AccountsRepository {
  /** Null until an Administrador sets them. */
  credit(customerId: number): Promise<CreditSettings | null>;
  setCredit(customerId: number, settings: CreditSettings, userId: number): Promise<void>;
  /** The sum of the account's movements. */
  balance(customerId: number): Promise<number>;
  /** Oldest first (in the order recorded). */
  movements(customerId: number): Promise<AccountMovementRow[]>;
  /** Every sale on account of the customer, with what it was charged and what payments settled. */
  creditSales(customerId: number): Promise<CreditSale[]>;
  /** Newest first. */
  payments(customerId: number): Promise<CustomerPaymentRow[]>;
  findPayment(id: number): Promise<CustomerPaymentRow | null>;
  /** The payment, its credit movement and its allocations in one transaction. */
  recordPayment(draft: CustomerPaymentDraft): Promise<CustomerPaymentWrite>;
  /** False when it was voided already (nothing written). */
  voidPayment(id: number, voiding: { userId: number; reason: string }): Promise<boolean>;
  /** Every customer with credit settings or movements, with what he owes by age on `asOf` (YYYY-MM-DD). */
  ageingEntries(asOf: string): Promise<AgeingEntry[]>;
}
