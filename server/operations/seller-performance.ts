// 'Rendimiento de Vendedores' from the recorded sales: the same sums as 'Reportes' grouped by seller,
// for the chosen period and the one of the same length before it. A Vendedor's request is narrowed to
// his own sales here, whatever he asks.
import { REPORT_LABELS, REPORT_MESSAGES } from "../../rules/report-messages";
import { commissionCents, goalProgress, trendPercent } from "../../rules/sales-report";
import { storedShopSettings } from "../../rules/shop-settings";
import { addDays, daysBetween, localDate, periodStart } from "../../rules/shop-time";
import { badRequest } from "../errors";
import { groupedFigures, namedRows, reportPeriod, seriesOf } from "./sales-reports";
import { ok, signedIn, type Operation } from "./types";

const getSellerPerformance: Operation<"getSellerPerformance"> = async (ctx, { query }) => {
  const user = signedIn(ctx);
  const { store } = ctx;
  const kind = query.period ?? "month";
  let from: string;
  let to: string;
  if (kind === "custom") {
    if (!query.from || !query.to) throw badRequest(REPORT_MESSAGES.invalidPeriod);
    ({ from, to } = { from: query.from, to: query.to });
  } else {
    const zone = storedShopSettings(await store.shopSettings.get()).timeZone ?? "America/Bogota";
    to = localDate(Date.now(), zone);
    from = periodStart(to, kind);
  }
  const own = user.role === "admin" ? {} : { sellerId: user.id };
  const period = await reportPeriod(store, from, to, own);
  const length = daysBetween(from, to) + 1;
  const previous = await reportPeriod(store, addDays(from, -length), addDays(from, -1), own);
  const [current, before, monthly, categories] = await Promise.all([
    groupedFigures(store, period, "seller"),
    groupedFigures(store, previous, "seller"),
    seriesOf(store, period, "month"),
    groupedFigures(store, period, "category"),
  ]);
  // Goals are monthly: a period inside one month shows each seller's goal for it.
  const month = from.slice(0, 7) === to.slice(0, 7) ? from.slice(0, 7) : null;
  const goals = new Map(
    (month === null ? [] : await store.sellerGoals.list(month, month, own.sellerId)).map((g) => [
      g.userId,
      g,
    ]),
  );
  const previousNet = new Map(before.map((row) => [row.key, row.figures.netCents]));
  const sellers = current
    .map(({ key, label, figures }) => {
      const previousNetCents = previousNet.get(key) ?? 0;
      const goal = typeof key === "number" ? goals.get(key) : undefined;
      return {
        seller: {
          id: typeof key === "number" ? key : null,
          name: key === null ? REPORT_LABELS.noSeller : label,
        },
        netCents: figures.netCents,
        salesCount: figures.salesCount,
        units: figures.units - figures.returnedUnits,
        averageTicketCents: figures.salesCount === 0 ? 0 : Math.round(figures.netCents / figures.salesCount),
        returnedCents: figures.returnedCents,
        marginCents: figures.marginCents,
        previousNetCents,
        trendPercent: trendPercent(figures.netCents, previousNetCents),
        commissionCents: commissionCents(figures.netCents),
        goal: goal ? { amountCents: goal.amountCents, units: goal.units } : null,
        progressPercent: goalProgress(figures.netCents, goal?.amountCents),
      };
    })
    .sort((a, b) => b.netCents - a.netCents || a.seller.name.localeCompare(b.seller.name, "es"));
  return ok({
    from,
    to,
    previousFrom: previous.from,
    previousTo: previous.to,
    timeZone: period.timeZone,
    sellers,
    monthly: monthly.map((row) => ({ month: row.key, netCents: row.netCents, marginCents: row.marginCents })),
    byCategory: namedRows(categories, REPORT_LABELS.noCategory),
  });
};

export const sellerPerformanceOperations = { getSellerPerformance };
