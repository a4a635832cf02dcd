// Customers and the picker's look-up entries.
import type { Customer } from "@contract/types";
import type { LookupCustomer } from "../../rules/customer-lookup";

/** What a client sets on a customer; owner, creation date and owner name are the server's. */
export type CustomerFields = Omit<Customer, "id" | "created_by" | "created_by_name" | "created_at">;

export interface CustomersRepository {
  /** Newest first; ownerId limits the list to one creator's customers. */
  list(ownerId?: number): Promise<Customer[]>;
  /** Every customer's name, document and creation time: what the counter's picker searches. */
  lookupEntries(): Promise<LookupCustomer[]>;
  find(id: number): Promise<Customer | null>;
  documentTaken(documentType: string, documentNumber: string, exceptId?: number): Promise<boolean>;
  create(fields: CustomerFields, createdBy: number): Promise<Customer>;
  update(id: number, fields: CustomerFields): Promise<Customer>;
  /** False (nothing deleted) when his account has movements ('Crédito'): the ledger is kept. */
  delete(id: number): Promise<boolean>;
}
