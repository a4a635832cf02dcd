// 'Rendimiento de Vendedores' from the recorded sales: the same sums as 'Reportes' grouped by seller,
// for the chosen period and the one of the same length before it. A Vendedor's request is narrowed to
// his own sales here, whatever he asks.
import { REPORT_LABELS, REPORT_MESSAGES } from "../../rules/report-messages";
import { commissionCents, goalProgress, trendPercent, ZERO_FIGURES } from "../../rules/sales-report";
import { storedShopSettings } from "../../rules/shop-settings";
import { localDate, periodStart, previousPeriod } from "../../rules/shop-time";
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
  const previousRange = previousPeriod(from, to);
  const previous = await reportPeriod(store, previousRange.from, previousRange.to, own);
  const [current, before, monthly, categories] = await Promise.all([
    groupedFigures(store, period, "seller"),
    groupedFigures(store, previous, "seller"),
    seriesOf(store, period, "month"),
    groupedFigures(store, period, "category"),
  ]);
  // Goals are monthly: a period measures against the goals of every month it touches, added up
  // (a quarter against its three months'; a day or a week inside a month against that month's).
  const goals = new Map<number, { amountCents: number; units: number }>();
  for (const goal of await store.sellerGoals.list(from.slice(0, 7), to.slice(0, 7), own.sellerId)) {
    const sum = goals.get(goal.userId) ?? { amountCents: 0, units: 0 };
    goals.set(goal.userId, {
      amountCents: sum.amountCents + goal.amountCents,
      units: sum.units + goal.units,
    });
  }
  const previousNet = new Map(before.map((row) => [row.key, row.figures.netCents]));
  // A seller with a goal or with sales in the previous period shows too, at zero: the goals tab
  // measures him and his trend reads -100 %.
  const rows = [...current];
  const shown = new Set(current.map((row) => row.key));
  for (const row of before)
    if (!shown.has(row.key)) {
      shown.add(row.key);
      rows.push({ ...row, figures: ZERO_FIGURES });
    }
  for (const userId of goals.keys())
    if (!shown.has(userId)) {
      const user = await store.users.find(userId);
      if (user) rows.push({ key: userId, label: user.name, sku: "", figures: ZERO_FIGURES });
    }
  const sellers = rows
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
        goal: goal ?? null,
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
