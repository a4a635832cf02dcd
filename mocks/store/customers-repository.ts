// Customers of the in-memory store, newest first as the BFF lists them.
import type { CustomersRepository } from "../../server/store/customers-repository";
import { db, nextId, type DbCustomer } from "../db";
import { accountState } from "./account-state";
import { customerDto } from "./to-contract";

function newestFirst(a: DbCustomer, b: DbCustomer): number {
  return a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;
}

const findCustomer = (id: number) => db.customers.findFirst((q) => q.where({ id }));

export const customers: CustomersRepository = {
  async list(ownerId) {
    const rows = db.customers.findMany((q) =>
      q.where((c) => ownerId === undefined || c.created_by === ownerId),
    );
    return rows.sort(newestFirst).map(customerDto);
  },
  async lookupEntries() {
    return db.customers.all().map((c) => ({
      id: c.id,
      business_name: c.business_name,
      first_name: c.first_name,
      last_name: c.last_name,
      document_type: c.document_type,
      document_number: c.document_number,
      created_at: c.created_at,
    }));
  },
  async find(id) {
    const row = findCustomer(id);
    return row ? customerDto(row) : null;
  },
  async documentTaken(documentType, documentNumber, exceptId) {
    const found = db.customers.findFirst((q) =>
      q.where(
        (c) => c.id !== exceptId && c.document_type === documentType && c.document_number === documentNumber,
      ),
    );
    return found !== undefined;
  },
  async create(fields, createdBy) {
    const row = await db.customers.create({
      id: nextId(db.customers),
      ...fields,
      created_by: createdBy,
      created_at: new Date().toISOString(),
    });
    return customerDto(row);
  },
  async update(id, fields) {
    const row = await db.customers.update((q) => q.where({ id }), {
      data(customer) {
        Object.assign(customer, fields);
      },
    });
    if (!row) throw new Error("customer vanished during the request");
    return customerDto(row);
  },
  async delete(id) {
    if (accountState.movements.some((m) => m.customerId === id)) return false;
    db.customers.delete((q) => q.where({ id }));
    return true;
  },
};
