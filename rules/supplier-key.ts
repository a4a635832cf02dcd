// When two suppliers are the same one: by tax id when the supplier has one (spelled with or without
// dashes, dots or spaces, in any case), else by name with accents, case and spacing ignored.
import { foldName } from "./fold-name";

/** A tax id with its separators dropped and upper-cased ('j-1234.5678-9' → 'J123456789'). */
export function taxIdKey(taxId: string | null | undefined): string | null {
  const key = (taxId ?? "").replace(/[\s.\-_/]/g, "").toUpperCase();
  return key === "" ? null : key;
}

/**
 * The suppliers seen so far, to skip one already there: by tax id when the newcomer has one, else by
 * name (a browser's local suppliers carry no tax id, so a server supplier of that name is the same).
 */
export class SupplierSeen {
  private readonly taxKeys = new Set<string>();
  private readonly names = new Set<string>();

  add(supplier: { name: string; taxId?: string | null }): void {
    const tax = taxIdKey(supplier.taxId);
    if (tax) this.taxKeys.add(tax);
    this.names.add(foldName(supplier.name));
  }

  has(supplier: { name: string; taxId?: string | null }): boolean {
    const tax = taxIdKey(supplier.taxId);
    return tax ? this.taxKeys.has(tax) : this.names.has(foldName(supplier.name));
  }
}
