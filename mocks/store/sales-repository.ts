// Counter sales over the in-memory collections: the mocks' counterpart of
// bff/src/store/sale-writes.ts and sales-repository.ts. Writes run one at a time (a promise chain
// stands in for the database's transaction), so two counters selling the last unit cannot both win.
import type { Sale } from "@contract/types";
import type { SaleDebit } from "../../server/store/accounts-repository";
import { fromCents, toCents } from "../../rules/sale-money";
import type { SaleWrite, SalesRepository } from "../../server/store/sales-repository";
import type { StockMovementInput, StockMovementKind } from "../../server/store/stock-ledger-repository";
import { db, nextId, type DbSale } from "../db";
import { asciiLower } from "../support/sort";
import {
  chargedOf,
  creditCancellationInMemory,
  creditReturnInMemory,
  debitSaleInMemory,
  decideDebit,
} from "./account-state";
import { isOpen, paymentsOf, recordPaymentsInMemory, recordRefund } from "./register-state";
import { claimQuote, quoteOpen } from "./quotes-state";
import { recordStockMovements } from "./stock-ledger-writes";

let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

function saleDto(sale: DbSale): Sale {
  const seller = sale.userId === null ? undefined : db.users.findFirst((q) => q.where({ id: sale.userId! }));
  return {
    id: sale.id,
    createdAt: sale.createdAt,
    completedAt: sale.completedAt,
    canceledAt: sale.canceledAt,
    status: sale.status,
    customerId: sale.customerId,
    customerName: sale.customerName,
    paymentMethod: sale.paymentMethod,
    seller: seller ? { id: seller.id, name: seller.name } : null,
    itemsCount: sale.lines.reduce((sum, line) => sum + line.quantity, 0),
    taxRate: sale.taxRate,
    subtotal: fromCents(sale.subtotalCents),
    discountTotal: fromCents(sale.discountCents),
    tax: fromCents(sale.taxCents),
    total: fromCents(sale.totalCents),
    returnedTotal: fromCents(sale.returnedCents),
    lines: sale.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitPriceCents),
      discount: line.discount,
      discountAmount: fromCents(line.discountCents),
      subtotal: fromCents(line.subtotalCents),
      returnedQuantity: line.returnedQuantity,
    })),
    returns: sale.returns.map((r) => {
      const user = r.userId === null ? undefined : db.users.findFirst((q) => q.where({ id: r.userId! }));
      return {
        id: r.id,
        createdAt: r.createdAt,
        reason: r.reason,
        refundTotal: fromCents(r.refundCents),
        refundToAccount: fromCents(r.accountCents ?? 0),
        user: user ? { id: user.id, name: user.name } : null,
        lines: r.lines.map((line) => ({ ...line })),
      };
    }),
    payments: paymentsOf(sale.id),
  };
}

/** The product's cost now, kept on a line as it is sold (the reports' margin). */
function costCentsOf(productId: number): number {
  const product = db.products.findFirst((q) => q.where({ id: productId }));
  return product ? toCents(product.costPrice) : 0;
}

const findSale = (id: number) => db.sales.findFirst((q) => q.where({ id }));

const newestFirst = (a: DbSale, b: DbSale) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id;

function matches(sale: DbSale, search: string): boolean {
  const folded = asciiLower(search);
  return (
    (/^\d{1,9}$/.test(search) && sale.id === Number(search)) ||
    asciiLower(sale.customerName ?? "").includes(folded) ||
    asciiLower(sale.paymentMethod).includes(folded)
  );
}

interface Units {
  productId: number;
  quantity: number;
}

/** Checks every take first, then moves the stock: all lines or none. */
async function moveStock(
  units: Units[],
  sign: 1 | -1,
  kind: StockMovementKind,
  saleId: number,
  userId: number,
  reason?: string,
) {
  const sorted = [...units].sort((a, b) => a.productId - b.productId);
  if (sign < 0)
    for (const { productId, quantity } of sorted) {
      const product = db.products.findFirst((q) => q.where({ id: productId }));
      if (product && product.stock < quantity) return { productId, available: product.stock };
    }
  const movements: StockMovementInput[] = [];
  const now = new Date().toISOString();
  for (const { productId, quantity } of sorted) {
    const row = await db.products.update((q) => q.where({ id: productId }), {
      data(product) {
        product.stock += sign * quantity;
        product.updatedAt = now;
        product.version = (product.version ?? 1) + 1;
      },
    });
    if (!row) continue;
    movements.push({
      productId,
      quantity: sign * quantity,
      stockAfter: row.stock,
      kind,
      reason: reason ?? null,
      reference: String(saleId),
      userId,
    });
  }
  await recordStockMovements(movements);
  return null;
}

async function changeSale(id: number, change: (sale: DbSale) => void): Promise<SaleWrite> {
  await db.sales.update((q) => q.where({ id }), { data: change });
  return { sale: saleDto(findSale(id)!) };
}

export const sales: SalesRepository = {
  async list({ search, status, limit, offset }) {
    const all = db.sales
      .findMany((q) =>
        q.where((sale) => (!status || sale.status === status) && (!search || matches(sale, search))),
      )
      .sort(newestFirst);
    return { items: all.slice(offset, offset + limit).map(saleDto), total: all.length };
  },
  find: async (id) => {
    const sale = findSale(id);
    return sale ? saleDto(sale) : null;
  },
  create: (draft) =>
    oneAtATime(async () => {
      const id = nextId(db.sales);
      if (draft.quoteId !== undefined && !quoteOpen(draft.quoteId)) return { stale: true };
      let debit: SaleDebit | undefined;
      if (draft.status === "completed") {
        if (draft.registerSessionId !== null && !isOpen(draft.registerSessionId))
          return { sessionClosed: true };
        const verdict = decideDebit(draft.account);
        if (verdict && "refusal" in verdict) return { creditRefused: verdict.refusal };
        debit = verdict;
        const shortage = await moveStock(draft.lines, -1, "sale", id, draft.userId);
        if (shortage) return { shortage };
      }
      if (draft.quoteId !== undefined) claimQuote(draft.quoteId, id, new Date().toISOString());
      let lineId = db.sales
        .all()
        .reduce((max, sale) => Math.max(max, ...sale.lines.map((line) => line.id)), 0);
      const now = new Date().toISOString();
      const sale = await db.sales.create({
        id,
        userId: draft.userId,
        status: draft.status,
        customerId: draft.customerId,
        customerName: draft.customerName,
        paymentMethod: draft.paymentMethod as DbSale["paymentMethod"],
        createdAt: now,
        completedAt: draft.status === "completed" ? now : null,
        canceledAt: null,
        total: draft.totalCents / 100,
        taxRate: draft.taxRate,
        discountCents: draft.discountCents,
        subtotalCents: draft.subtotalCents,
        taxCents: draft.taxCents,
        totalCents: draft.totalCents,
        returnedCents: 0,
        lines: draft.lines.map((line) => ({
          id: (lineId += 1),
          productId: line.productId,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          unitPrice: line.unitPriceCents / 100,
          discount: line.discount,
          subtotal: line.subtotalCents / 100,
          unitPriceCents: line.unitPriceCents,
          discountCents: line.discountCents,
          subtotalCents: line.subtotalCents,
          returnedQuantity: 0,
          unitCostCents: draft.status === "completed" ? costCentsOf(line.productId) : 0,
        })),
        returns: [],
      });
      recordPaymentsInMemory(id, draft);
      debitSaleInMemory(id, draft.userId, draft.payments, draft.account, debit);
      return { sale: saleDto(sale) };
    }),
  complete: (id, userId, terms) =>
    oneAtATime(async () => {
      const sale = findSale(id);
      if (sale?.status !== "pending") return { stale: true };
      if (terms.registerSessionId !== null && !isOpen(terms.registerSessionId))
        return { sessionClosed: true };
      const debit = decideDebit(terms.account);
      if (debit && "refusal" in debit) return { creditRefused: debit.refusal };
      const units = sale.lines.flatMap((line) =>
        line.productId === null ? [] : [{ productId: line.productId, quantity: line.quantity }],
      );
      const shortage = await moveStock(units, -1, "sale", id, userId);
      if (shortage) return { shortage };
      recordPaymentsInMemory(id, terms);
      debitSaleInMemory(id, userId, terms.payments, terms.account, debit);
      return changeSale(id, (row) => {
        row.status = "completed";
        row.completedAt = new Date().toISOString();
        Object.assign(row, {
          paymentMethod: terms.paymentMethod,
          taxRate: terms.taxRate,
          discountCents: terms.discountCents,
          subtotalCents: terms.subtotalCents,
          taxCents: terms.taxCents,
          totalCents: terms.totalCents,
        });
        for (const line of row.lines) {
          const now = terms.lines.find((candidate) => candidate.productId === line.productId);
          if (now)
            Object.assign(line, {
              unitPrice: now.unitPriceCents / 100,
              discount: now.discount,
              subtotal: now.subtotalCents / 100,
              unitPriceCents: now.unitPriceCents,
              discountCents: now.discountCents,
              subtotalCents: now.subtotalCents,
            });
          line.unitCostCents = line.productId === null ? 0 : costCentsOf(line.productId);
        }
      });
    }),
  cancel: (id, userId) =>
    oneAtATime(async () => {
      const sale = findSale(id);
      if (!sale || sale.status === "canceled") return { stale: true };
      if (sale.status === "completed") {
        const units = sale.lines.flatMap((line) =>
          line.productId === null || line.quantity === line.returnedQuantity
            ? []
            : [{ productId: line.productId, quantity: line.quantity - line.returnedQuantity }],
        );
        await moveStock(units, 1, "cancellation", id, userId);
        creditCancellationInMemory(id, userId);
      }
      return changeSale(id, (row) => {
        row.status = "canceled";
        row.canceledAt = new Date().toISOString();
      });
    }),
  addReturn: (id, draft) =>
    oneAtATime(async () => {
      const sale = findSale(id);
      if (sale?.status !== "completed") return { stale: true };
      const units: Units[] = [];
      for (const asked of draft.lines) {
        const line = sale.lines.find((candidate) => candidate.id === asked.lineId);
        if (!line || line.returnedQuantity + asked.quantity > line.quantity) return { stale: true };
        if (line.productId !== null) units.push({ productId: line.productId, quantity: asked.quantity });
      }
      await moveStock(units, 1, "return", id, draft.userId, draft.reason);
      const parts = draft.accountShare?.(chargedOf(id));
      const accountCents = parts?.accountCents ?? 0;
      recordRefund(
        draft.registerSessionId,
        parts?.method ?? draft.refundMethod,
        draft.refundCents - accountCents,
      );
      if (parts) creditReturnInMemory(id, draft.userId, accountCents, draft.reason);
      const returnId =
        db.sales.all().reduce((max, row) => Math.max(max, ...row.returns.map((r) => r.id)), 0) + 1;
      return changeSale(id, (row) => {
        for (const asked of draft.lines) {
          const line = row.lines.find((candidate) => candidate.id === asked.lineId)!;
          line.returnedQuantity += asked.quantity;
        }
        row.returnedCents += draft.refundCents;
        row.returns.push({
          id: returnId,
          userId: draft.userId,
          reason: draft.reason,
          refundCents: draft.refundCents,
          accountCents,
          createdAt: new Date().toISOString(),
          lines: draft.lines.map((line) => ({ ...line })),
        });
      });
    }),
};
