// Counter sales: reads in sale-reads.ts, the writes (each one transaction with the stock it moves
// and its stock-ledger movements) in sale-writes.ts.
import type { Knex } from "knex";
import type { SalesRepository } from "../../../server/store/sales-repository";
import { findSale, listSales } from "./sale-reads";
import { addSaleReturn, cancelSale, completeSale, createSale } from "./sale-writes";

export function createSalesRepository(db: Knex): SalesRepository {
  return {
    list: (filter) => listSales(db, filter),
    find: (id) => findSale(db, id),
    create: (draft) => createSale(db, draft),
    complete: (id, userId, terms) => completeSale(db, id, userId, terms),
    cancel: (id, userId) => cancelSale(db, id, userId),
    addReturn: (id, draft) => addSaleReturn(db, id, draft),
  };
}
