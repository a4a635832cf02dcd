// Customers, each owned by the user who created it; `created_by_name` is joined from users.
import type { Knex } from "knex";
import type { Customer } from "@contract/types";
import { CUSTOMER_OPTIONAL_TEXT_FIELDS } from "../../../rules/customer-rules";
import { CustomerModel } from "../models/customer-model";

/** What a client sets on a customer; owner, creation date and owner name are the server's. */
export type CustomerFields = Omit<Customer, "id" | "created_by" | "created_by_name" | "created_at">;

export const CUSTOMER_FIELD_NAMES: (keyof CustomerFields)[] = [
  "customer_type",
  "document_type",
  "document_number",
  ...CUSTOMER_OPTIONAL_TEXT_FIELDS,
];

type Row = CustomerModel & { created_by_name: string | null };

function baseQuery(db: Knex) {
  return CustomerModel.query(db)
    .alias("c")
    .select("c.*", "u.name as created_by_name")
    .leftJoin("users as u", "u.id", "c.created_by");
}

function toCustomer(row: Row): Customer {
  const customer = { id: row.id } as Customer;
  for (const field of CUSTOMER_FIELD_NAMES)
    (customer as unknown as Record<string, unknown>)[field] = row[field];
  customer.created_by = row.created_by;
  customer.created_by_name = row.created_by_name;
  customer.created_at = row.created_at;
  return customer;
}

/** Newest first; `ownerId` limits the list to one creator's customers. */
export async function listCustomers(db: Knex, ownerId?: number): Promise<Customer[]> {
  const query = baseQuery(db).orderBy([
    { column: "c.created_at", order: "desc" },
    { column: "c.id", order: "desc" },
  ]);
  if (ownerId !== undefined) query.where("c.created_by", ownerId);
  return ((await query) as Row[]).map(toCustomer);
}

export async function findCustomer(db: Knex, id: number): Promise<Customer | null> {
  const row = (await baseQuery(db).where("c.id", id).first()) as Row | undefined;
  return row ? toCustomer(row) : null;
}

export async function documentTaken(
  db: Knex,
  documentType: string,
  documentNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const query = CustomerModel.query(db).where({
    document_type: documentType,
    document_number: documentNumber,
  });
  if (exceptId !== undefined) query.whereNot("id", exceptId);
  return (await query.first()) !== undefined;
}

export async function insertCustomer(
  db: Knex,
  fields: CustomerFields & { created_by: number; id?: number; created_at?: string },
): Promise<number> {
  const now = new Date().toISOString();
  const model = await CustomerModel.query(db).insert({
    ...fields,
    created_at: fields.created_at ?? now,
    updated_at: fields.created_at ?? now,
  });
  return model.id;
}

export async function updateCustomer(db: Knex, id: number, fields: CustomerFields): Promise<void> {
  await CustomerModel.query(db)
    .findById(id)
    .patch({ ...fields, updated_at: new Date().toISOString() });
}

export async function deleteCustomer(db: Knex, id: number): Promise<void> {
  await CustomerModel.query(db).deleteById(id);
}
