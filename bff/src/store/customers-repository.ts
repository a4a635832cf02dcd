// Customers, each owned by the user who created it; `created_by_name` is joined from users.
import type { Customer } from "@contract/types";
import type { Knex } from "knex";
import type { LookupCustomer } from "../../../rules/customer-lookup";
import { CUSTOMER_OPTIONAL_TEXT_FIELDS } from "../../../rules/customer-rules";
import type { CustomerFields, CustomersRepository } from "../../../server/store/customers-repository";
import { arrayRows } from "../db/array-rows";
import { CustomerModel } from "../models/customer-model";
import { found } from "./rows";

const LOOKUP_COLUMNS = [
  "id",
  "business_name",
  "first_name",
  "last_name",
  "document_type",
  "document_number",
  "created_at",
] as const;

const CUSTOMER_FIELD_NAMES: (keyof CustomerFields)[] = [
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

export function createCustomersRepository(db: Knex): CustomersRepository {
  async function find(id: number): Promise<Customer | null> {
    const row = (await baseQuery(db).where("c.id", id).first()) as Row | undefined;
    return row ? toCustomer(row) : null;
  }

  return {
    async list(ownerId) {
      const query = baseQuery(db).orderBy([
        { column: "c.created_at", order: "desc" },
        { column: "c.id", order: "desc" },
      ]);
      if (ownerId !== undefined) query.where("c.created_by", ownerId);
      return ((await query) as Row[]).map(toCustomer);
    },
    async lookupEntries() {
      // Every customer (the counter's search, the ageing's names): one JSON array, not 20 000 rows.
      const rows = await arrayRows(db, LOOKUP_COLUMNS, "FROM customers");
      return rows.map(
        ([id, business_name, first_name, last_name, document_type, document_number, created_at]) =>
          ({
            id: Number(id),
            business_name,
            first_name,
            last_name,
            document_type,
            document_number,
            created_at,
          }) as LookupCustomer,
      );
    },
    find,
    async documentTaken(documentType, documentNumber, exceptId) {
      const query = CustomerModel.query(db).where({
        document_type: documentType,
        document_number: documentNumber,
      });
      if (exceptId !== undefined) query.whereNot("id", exceptId);
      return (await query.first()) !== undefined;
    },
    async create(fields, createdBy) {
      const now = new Date().toISOString();
      const model = await CustomerModel.query(db).insert({
        ...fields,
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      });
      return found(await find(model.id), "customer");
    },
    async update(id, fields) {
      await CustomerModel.query(db)
        .findById(id)
        .patch({ ...fields, updated_at: new Date().toISOString() });
      return found(await find(id), "customer");
    },
    async delete(id) {
      // One statement: a sale on account written meanwhile keeps the customer.
      const deleted = await db("customers")
        .where({ id })
        .whereNotExists(db("customer_account_movements").where({ customer_id: id }).select(db.raw("1")))
        .del();
      return deleted > 0;
    },
  };
}
