// Quotes read back as the contract's Quote (without its state, which the operation derives): one
// query for the page, one for its lines. Written in one transaction with their lines; the mark of
// conversion is the sale's own write (sale-writes.ts), never this repository's.
import type { Knex } from "knex";
import { quoteNumber } from "../../../rules/quotes";
import { fromCents } from "../../../rules/sale-money";
import type { QuotesFilter, QuotesRepository, StoredQuote } from "../../../server/store/quotes-repository";

interface QuoteRow {
  id: number;
  created_at: string;
  validity_days: number;
  valid_until: string;
  customer_id: number | null;
  customer_name: string | null;
  user_id: number | null;
  user_name: string | null;
  tax_rate: number;
  discount_cents: number | string;
  subtotal_cents: number | string;
  tax_cents: number | string;
  total_cents: number | string;
  sale_id: number | null;
  converted_at: string | null;
}

interface LineRow {
  quote_id: number;
  product_id: number | null;
  name: string;
  sku: string;
  quantity: number;
  discount: number;
  unit_price_cents: number | string;
  discount_cents: number | string;
  subtotal_cents: number | string;
}

const money = (cents: number | string) => fromCents(Number(cents));

function quoteQuery(db: Knex) {
  return db("quotes as q").leftJoin("users as u", "u.id", "q.user_id");
}

/** The filter's conditions (search by number or customer name, state at `now`, period). */
function filtered(query: Knex.QueryBuilder, filter: QuotesFilter) {
  if (filter.search !== undefined) {
    const folded = filter.search.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) => {
      if (filter.id !== undefined) q.orWhere("q.id", filter.id);
      q.orWhereRaw(`lower(COALESCE(q.customer_name, '')) LIKE ? ESCAPE '\\'`, [pattern]);
    });
  }
  if (filter.state === "convertida") query.whereNotNull("q.sale_id");
  if (filter.state === "vigente") query.whereNull("q.sale_id").where("q.valid_until", ">", filter.now);
  if (filter.state === "vencida") query.whereNull("q.sale_id").where("q.valid_until", "<=", filter.now);
  if (filter.from !== undefined) query.where("q.created_at", ">=", filter.from);
  if (filter.to !== undefined) query.where("q.created_at", "<", filter.to);
  return query;
}

async function assemble(db: Knex, rows: QuoteRow[]): Promise<StoredQuote[]> {
  if (rows.length === 0) return [];
  const lines = await db("quote_lines")
    .whereIn(
      "quote_id",
      rows.map((row) => row.id),
    )
    .orderBy("id")
    .select<LineRow[]>(
      "quote_id",
      "product_id",
      "name",
      "sku",
      "quantity",
      "discount",
      "unit_price_cents",
      "discount_cents",
      "subtotal_cents",
    );
  return rows.map((row) => ({
    id: row.id,
    number: quoteNumber(row.id),
    createdAt: row.created_at,
    validityDays: Number(row.validity_days),
    validUntil: row.valid_until,
    customerId: row.customer_id,
    customerName: row.customer_name,
    seller: row.user_id === null || row.user_name === null ? null : { id: row.user_id, name: row.user_name },
    taxRate: Number(row.tax_rate),
    subtotal: money(row.subtotal_cents),
    discountTotal: money(row.discount_cents),
    tax: money(row.tax_cents),
    total: money(row.total_cents),
    saleId: row.sale_id === null ? null : Number(row.sale_id),
    convertedAt: row.converted_at,
    lines: lines
      .filter((line) => line.quote_id === row.id)
      .map((line) => ({
        productId: line.product_id,
        name: line.name,
        sku: line.sku,
        quantity: Number(line.quantity),
        unitPrice: money(line.unit_price_cents),
        discount: Number(line.discount),
        discountAmount: money(line.discount_cents),
        subtotal: money(line.subtotal_cents),
      })),
  }));
}

const COLUMNS = [
  "q.id",
  "q.created_at",
  "q.validity_days",
  "q.valid_until",
  "q.customer_id",
  "q.customer_name",
  "q.user_id",
  "u.name as user_name",
  "q.tax_rate",
  "q.discount_cents",
  "q.subtotal_cents",
  "q.tax_cents",
  "q.total_cents",
  "q.sale_id",
  "q.converted_at",
];

export function createQuotesRepository(db: Knex): QuotesRepository {
  async function find(id: number) {
    const rows = await quoteQuery(db).where("q.id", id).select<QuoteRow[]>(COLUMNS);
    return (await assemble(db, rows))[0] ?? null;
  }
  return {
    find,
    async list(filter) {
      const [count] = await filtered(db("quotes as q"), filter).count<Array<{ n: number | string }>>({
        n: "*",
      });
      const rows = await filtered(quoteQuery(db), filter)
        .orderBy([
          { column: "q.created_at", order: "desc" },
          { column: "q.id", order: "desc" },
        ])
        .limit(filter.limit)
        .offset(filter.offset)
        .select<QuoteRow[]>(COLUMNS);
      return { items: await assemble(db, rows), total: Number(count?.n ?? 0) };
    },
    async create(draft) {
      const id = await db.transaction(async (trx) => {
        const [row] = await trx("quotes")
          .insert({
            user_id: draft.userId,
            customer_id: draft.customerId,
            customer_name: draft.customerName,
            validity_days: draft.validityDays,
            valid_until: draft.validUntil,
            tax_rate: draft.taxRate,
            discount_cents: draft.discountCents,
            subtotal_cents: draft.subtotalCents,
            tax_cents: draft.taxCents,
            total_cents: draft.totalCents,
            created_at: draft.createdAt,
          })
          .returning("id");
        const quoteId = Number((row as { id: number }).id);
        await trx("quote_lines").insert(
          draft.lines.map((line) => ({
            quote_id: quoteId,
            product_id: line.productId,
            name: line.name,
            sku: line.sku,
            quantity: line.quantity,
            discount: line.discount,
            unit_price_cents: line.unitPriceCents,
            discount_cents: line.discountCents,
            subtotal_cents: line.subtotalCents,
          })),
        );
        return quoteId;
      });
      const quote = await find(id);
      if (!quote) throw new Error("quote vanished during the request");
      return quote;
    },
  };
}
