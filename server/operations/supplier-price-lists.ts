// A supplier's price list (Administrador, 'Modo mostrador' on): a spreadsheet uploaded through the
// products import (uploadProductImport) is read with two chosen columns, the code and the new cost,
// and previewed (nothing written) or applied (one transaction, a price-history row per part). A list
// with a row problem is never applied half: it is refused whole.
import { PURCHASE_MESSAGES } from "../../rules/purchase-messages";
import { MESSAGES } from "../../rules/messages";
import { badRequest, conflict, notFound } from "../errors";
import { findJob } from "../product-import/jobs";
import { planPriceList } from "../price-list/plan-price-list";
import { purchasesAllowed } from "./purchase-orders";
import { ok, signedIn, type Operation } from "./types";

const applySupplierPriceList: Operation<"applySupplierPriceList"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  await purchasesAllowed(ctx.store);
  const job = findJob(params.importId, user.id, ctx.store);
  if (!job) throw notFound(MESSAGES.importNotFound);
  const width = job.sheet.headers.length;
  if (body.codeColumn >= width || body.costColumn >= width || body.codeColumn === body.costColumn)
    throw badRequest(PURCHASE_MESSAGES.priceListColumns);
  const plan = await planPriceList(ctx.store, job.sheet, {
    codeColumn: body.codeColumn,
    costColumn: body.costColumn,
    updateSellingPrices: body.updateSellingPrices ?? false,
  });
  if (!body.apply) return ok(plan.result);
  if (plan.result.problemsTotal > 0) throw conflict(PURCHASE_MESSAGES.priceListHasProblems);
  const write = await ctx.store.purchases.applyPriceList(plan.drafts, user.id);
  if ("stale" in write) throw conflict(PURCHASE_MESSAGES.priceListStale);
  return ok({ ...plan.result, applied: true });
};

export const supplierPriceListOperations = { applySupplierPriceList };
