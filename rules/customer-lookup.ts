// Choosing the sale's customer at the counter: any registered customer, found by the words of the
// name (accents and case ignored, each word a prefix of a word of the name, in any order) or by the
// digits of the document number ('12.345.678', 'V-12345678' and '12345678' are one number).

import { foldName } from "./fold-name";

export const COUNTER_CUSTOMER_LIMIT = 20;

export interface LookupCustomer {
  id: number;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  document_type: string;
  document_number: string;
  created_at: string;
}

/** The name a sale records and the counter shows: the business name, else first and last name. */
export function customerDisplayName(customer: Omit<LookupCustomer, "id" | "created_at">): string {
  const person = [customer.first_name, customer.last_name].filter(Boolean).join(" ");
  return customer.business_name || person || customer.document_number;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** 2: the document number starts with the typed digits; 1: every typed word starts a word of the name; 0: no match. */
function matchRank(customer: LookupCustomer, query: string): number {
  const digits = digitsOf(query);
  if (
    digits.length >= 3 &&
    /^[\s\dVEJGPvejgp.-]+$/.test(query) &&
    digitsOf(customer.document_number).startsWith(digits)
  )
    return 2;
  const words = foldName(query).split(" ").filter(Boolean);
  if (words.length === 0) return 0;
  const nameWords = foldName(customerDisplayName(customer)).split(/[\s.,-]+/);
  return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))) ? 1 : 0;
}

/**
 * The customers a counter search shows: document matches first, then name matches, each by name;
 * an empty search lists the newest. At most COUNTER_CUSTOMER_LIMIT.
 */
export function lookupCustomers<T extends LookupCustomer>(customers: T[], query: string): T[] {
  const typed = query.trim();
  if (typed === "") {
    return [...customers]
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
      .slice(0, COUNTER_CUSTOMER_LIMIT);
  }
  return customers
    .map((customer) => ({ customer, rank: matchRank(customer, typed) }))
    .filter(({ rank }) => rank > 0)
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        foldName(customerDisplayName(a.customer)).localeCompare(foldName(customerDisplayName(b.customer))) ||
        a.customer.id - b.customer.id,
    )
    .slice(0, COUNTER_CUSTOMER_LIMIT)
    .map(({ customer }) => customer);
}
