// 'Devolución a proveedor': received units go back to the supplier, against a receipt (the
// supplier is the receipt's; no part it lacks, no more than it received) or without one. The store
// lowers the stock in one transaction with one 'supplier_return' movement per line, and refuses
// when any part has fewer units in stock than returned.
import type { PurchaseReceipt, SupplierReturn } from "@contract/types";
import { receiptNumber, supplierReturnNumber } from "../../rules/purchase-orders";
import {
  PURCHASE_MESSAGES,
  returnAboveReceiptMessage,
  returnShortMessage,
} from "../../rules/purchase-messages";
import { MESSAGES } from "../../rules/messages";
import { optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { SupplierReturnLineDraft } from "../store/purchases-repository";
import { mergedLines, purchasesAllowed } from "./purchase-orders";
import { productsOf } from "./sale-drafts";
import { created, ok, signedIn, type Operation } from "./types";

/** A receipt's units of each part, less what earlier returns against it already took back. */
function checkAgainstReceipt(
  receipt: PurchaseReceipt,
  returned: ReadonlyMap<number, number>,
  lines: readonly SupplierReturnLineDraft[],
) {
  const above = lines.flatMap((line) => {
    const received = receipt.lines
      .filter((candidate) => candidate.productId === line.productId)
      .reduce((sum, candidate) => sum + candidate.quantity, 0);
    const returnedBefore = returned.get(line.productId) ?? 0;
    return line.quantity > received - returnedBefore
      ? [{ name: line.name, received, returnedBefore, returned: line.quantity }]
      : [];
  });
  if (above.length > 0) throw conflict(returnAboveReceiptMessage(receipt.number, above));
}

const createSupplierReturn: Operation<"createSupplierReturn"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  await purchasesAllowed(ctx.store);
  const lines = mergedLines(body.lines);
  if (lines.length === 0) throw badRequest(PURCHASE_MESSAGES.returnEmpty);
  const receipt = body.receiptId ? await ctx.store.purchases.findReceipt(body.receiptId) : null;
  if (body.receiptId && !receipt) throw notFound(PURCHASE_MESSAGES.receiptNotFound);
  const supplier = receipt
    ? receipt.supplier
    : body.supplierId
      ? await ctx.store.suppliers.find(body.supplierId)
      : null;
  if (!receipt && body.supplierId && !supplier) throw notFound(PURCHASE_MESSAGES.supplierNotFound);
  const products = await productsOf(
    ctx.store,
    lines.map((line) => line.productId),
  );
  const drafts: SupplierReturnLineDraft[] = lines.map((line) => {
    const product = products.get(line.productId)!;
    return { productId: product.id, name: product.name, sku: product.sku, quantity: line.quantity };
  });
  if (receipt) checkAgainstReceipt(receipt, await ctx.store.purchases.returnedAgainst(receipt.id), drafts);
  const write = await ctx.store.purchases.createReturn({
    receiptId: receipt?.id ?? null,
    supplierId: supplier?.id ?? null,
    note: optionalText(body.note),
    userId: user.id,
    reason: receipt ? `Recepción ${receiptNumber(receipt.id)}` : null,
    lines: drafts,
  });
  if ("missingProduct" in write) throw notFound(MESSAGES.productNotFound);
  if ("short" in write)
    throw conflict(
      returnShortMessage(
        write.short.map((part) => {
          const line = drafts.find((draft) => draft.productId === part.productId)!;
          return { name: line.name, stock: part.stock, returned: line.quantity };
        }),
      ),
    );
  const answer: SupplierReturn = {
    id: write.id,
    number: supplierReturnNumber(write.id),
    receiptId: receipt?.id ?? null,
    receiptNumber: receipt ? receiptNumber(receipt.id) : null,
    supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
    note: optionalText(body.note),
    createdAt: write.createdAt,
    user: { id: user.id, name: user.name },
    lines: drafts.map((line) => ({ ...line, stockAfter: write.stockAfter.get(line.productId)! })),
  };
  return created(answer);
};

/** 'Devoluciones a proveedor' under 'Recepciones': also readable with the mode off, like receipts. */
const listSupplierReturns: Operation<"listSupplierReturns"> = async ({ store }, { query }) =>
  ok(await store.purchases.listReturns(query.limit ?? 100));

export const supplierReturnsOperations = { createSupplierReturn, listSupplierReturns };
