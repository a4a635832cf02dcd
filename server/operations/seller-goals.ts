// 'Establecer Metas' and 'Histórico': goals kept on the server per seller and month. A Vendedor reads
// only his own; only an Administrador sets them (x-roles), and only for accounts that exist.
import { REPORT_MESSAGES } from "../../rules/report-messages";
import { badRequest } from "../errors";
import { ok, signedIn, type Operation } from "./types";

const listSellerGoals: Operation<"listSellerGoals"> = async (ctx, { query }) => {
  const user = signedIn(ctx);
  if (query.to < query.from) throw badRequest(REPORT_MESSAGES.invalidPeriod);
  return ok(
    await ctx.store.sellerGoals.list(query.from, query.to, user.role === "admin" ? undefined : user.id),
  );
};

const saveSellerGoals: Operation<"saveSellerGoals"> = async ({ store }, { body }) => {
  for (const goal of body.goals)
    if (!(await store.users.find(goal.userId))) throw badRequest(REPORT_MESSAGES.unknownSeller);
  await store.sellerGoals.save(body.month, body.goals);
  return ok(await store.sellerGoals.list(body.month, body.month));
};

export const sellerGoalsOperations = { listSellerGoals, saveSellerGoals };
