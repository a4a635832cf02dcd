// A pending sale's completion refused because its terms changed (409 with `differences`): the list
// the clerk confirms, and whether the recorded payment method must be replaced.
import { ApiError } from "@/lib/api/errors";
import type { SaleTermDifference } from "@/lib/api/types";
import { NO_LONGER_ACCEPTED } from "@rules/sale-terms";

export interface ChangedTerms {
  message: string;
  differences: SaleTermDifference[];
  /** The sale's payment method is no longer accepted: the clerk picks another. */
  needsPayment: boolean;
}

/** The changed terms a completion was refused for, or null for any other error. */
export function changedTermsOf(error: unknown): ChangedTerms | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const differences = (error.body as { differences?: SaleTermDifference[] } | undefined)?.differences;
  if (!Array.isArray(differences) || differences.length === 0) return null;
  return {
    message: error.message,
    differences,
    needsPayment: differences.some((d) => d.part === "Forma de pago" && d.after === NO_LONGER_ACCEPTED),
  };
}
