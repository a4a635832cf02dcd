// Purchase orders and receipts: reads in purchase-reads.ts, the writes (a receipt is one transaction
// with the stock, ledger, cost and order it moves) in purchase-writes.ts.
import type { Knex } from "knex";
import type { PurchasesRepository } from "../../../server/store/purchases-repository";
import { applyPriceList } from "./price-list-writes";
import { findOrder, findReceipt, listOrders, listReceipts } from "./purchase-reads";
import { changeStatus, createOrder, createReceipt, replaceDraft } from "./purchase-writes";
import { listReturns } from "./supplier-return-reads";
import { createReturn, returnedAgainst } from "./supplier-return-writes";

export function createPurchasesRepository(db: Knex): PurchasesRepository {
  return {
    listOrders: (filter) => listOrders(db, filter),
    findOrder: (id) => findOrder(db, id),
    createOrder: (draft) => createOrder(db, draft),
    replaceDraft: (id, draft) => replaceDraft(db, id, draft),
    changeStatus: (id, from, to) => changeStatus(db, id, from, to),
    listReceipts: (filter) => listReceipts(db, filter),
    findReceipt: (id) => findReceipt(db, id),
    createReceipt: (draft) => createReceipt(db, draft),
    createReturn: (draft) => createReturn(db, draft),
    listReturns: (limit) => listReturns(db, limit),
    returnedAgainst: (receiptId) => returnedAgainst(db, receiptId),
    applyPriceList: (changes, userId) => applyPriceList(db, changes, userId),
  };
}
