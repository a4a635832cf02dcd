// Suppliers on the server. The counts come from the purchase orders: the distinct parts ordered from
// a supplier and its orders that were not cancelled.
import type { Supplier, SupplierStatus } from "@contract/types";
import type { Knex } from "knex";
import { taxIdKey } from "../../../rules/supplier-key";
import type { SupplierFields, SuppliersRepository } from "../../../server/store/suppliers-repository";
import { found } from "./rows";

interface Row {
  id: number;
  name: string;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  status: string;
  rating: number | null;
  tax_id: string | null;
  lead_time_days: number | null;
  products_count: number | string;
  orders_count: number | string;
}

function toSupplier(row: Row): Supplier {
  return {
    id: row.id,
    name: row.name,
    contactPerson: row.contact_person,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    status: row.status as SupplierStatus,
    rating: row.rating === null ? null : Number(row.rating),
    taxId: row.tax_id,
    leadTimeDays: row.lead_time_days === null ? null : Number(row.lead_time_days),
    productsCount: Number(row.products_count),
    ordersCount: Number(row.orders_count),
  };
}

function columns(fields: SupplierFields) {
  return {
    name: fields.name,
    contact_person: fields.contactPerson,
    email: fields.email,
    phone: fields.phone,
    address: fields.address,
    city: fields.city,
    country: fields.country,
    status: fields.status,
    rating: fields.rating,
    tax_id: fields.taxId,
    tax_key: taxIdKey(fields.taxId),
    lead_time_days: fields.leadTimeDays,
  };
}

function baseQuery(db: Knex) {
  return db("suppliers as s").select(
    "s.*",
    db.raw(
      `(SELECT COUNT(DISTINCT l.product_id) FROM purchase_order_lines l
         JOIN purchase_orders o ON o.id = l.order_id
        WHERE o.supplier_id = s.id AND o.status <> 'canceled') AS products_count`,
    ),
    db.raw(
      `(SELECT COUNT(*) FROM purchase_orders o WHERE o.supplier_id = s.id AND o.status <> 'canceled') AS orders_count`,
    ),
  );
}

export function createSuppliersRepository(db: Knex): SuppliersRepository {
  async function find(id: number): Promise<Supplier | null> {
    const row = (await baseQuery(db).where("s.id", id).first()) as Row | undefined;
    return row ? toSupplier(row) : null;
  }

  return {
    async list() {
      return ((await baseQuery(db).orderBy([{ column: "s.name" }, { column: "s.id" }])) as Row[]).map(
        toSupplier,
      );
    },
    find,
    async create(fields) {
      const [row] = await db("suppliers")
        .insert({ ...columns(fields), created_at: new Date().toISOString() })
        .returning("id");
      return found(await find(Number((row as { id: number }).id)), "supplier");
    },
    async update(id, fields) {
      const changed = await db("suppliers").where({ id }).update(columns(fields));
      return changed === 0 ? null : find(id);
    },
    async createMany(rows) {
      if (rows.length === 0) return;
      const createdAt = new Date().toISOString();
      await db.transaction(async (trx) => {
        await trx("suppliers").insert(rows.map((fields) => ({ ...columns(fields), created_at: createdAt })));
      });
    },
  };
}
