// 'Reportes' from the recorded sales: the store sums lines grouped one way at a time; here the sums
// become figures (rules/sales-report.ts) and UTC hours become the shop's days, weeks and months
// (rules/shop-time.ts). Only completed sales count; returns count in the period they were made.
import { REPORT_LABELS, REPORT_MESSAGES } from "../../rules/report-messages";
import {
  addFigures,
  byNetDescending,
  reportFigures,
  ZERO_FIGURES,
  type ReportFigures,
} from "../../rules/sales-report";
import { storedShopSettings } from "../../rules/shop-settings";
import {
  addDays,
  daysBetween,
  isLocalDate,
  localDate,
  periodKey,
  periodKeys,
  startOfLocalDate,
  wholeHourZone,
  type ReportGrouping,
} from "../../rules/shop-time";
import { badRequest } from "../errors";
import type { SalesFactRow, SalesFactsFilter, SalesFactsGrouping } from "../store/sales-report-repository";
import type { Store } from "../store/store";
import { ok, type Operation } from "./types";

const MAX_DAYS = 366;
const DEFAULT_TOP = 10;

export interface ReportPeriod {
  from: string;
  to: string;
  timeZone: string;
  filter: SalesFactsFilter;
  timeChars: 13 | 16;
}

/** The local dates checked and turned into the UTC range the stores read. */
export async function reportPeriod(
  store: Store,
  from: string,
  to: string,
  filters: Omit<SalesFactsFilter, "fromUtc" | "toUtc"> = {},
): Promise<ReportPeriod> {
  if (!isLocalDate(from) || !isLocalDate(to) || to < from) throw badRequest(REPORT_MESSAGES.invalidPeriod);
  if (daysBetween(from, to) >= MAX_DAYS) throw badRequest(REPORT_MESSAGES.periodTooLong);
  const timeZone = storedShopSettings(await store.shopSettings.get()).timeZone ?? "America/Bogota";
  const fromUtc = startOfLocalDate(from, timeZone);
  const toUtc = startOfLocalDate(addDays(to, 1), timeZone);
  const timeChars = wholeHourZone(Date.parse(fromUtc), Date.parse(toUtc), timeZone) ? 13 : 16;
  return {
    from,
    to,
    timeZone,
    filter: { ...filters, fromUtc, toUtc, localDays: { from, to, timeZone } },
    timeChars,
  };
}

/** Sold and returned sums of one grouping, side by side by key. */
export async function groupedFigures(store: Store, period: ReportPeriod, grouping: SalesFactsGrouping) {
  const [sold, returned] = await Promise.all([
    store.salesReport.sold(period.filter, grouping, period.timeChars),
    store.salesReport.returned(period.filter, grouping, period.timeChars),
  ]);
  return sideBySide(sold, returned);
}

function sideBySide(sold: SalesFactRow[], returned: SalesFactRow[]) {
  const groups = new Map<string | number | null, { sold?: SalesFactRow; returned?: SalesFactRow }>();
  for (const row of sold) groups.set(row.key, { sold: row });
  for (const row of returned) groups.set(row.key, { ...groups.get(row.key), returned: row });
  return [...groups.entries()].map(([key, { sold: s, returned: r }]) => ({
    key,
    label: s?.label ?? r?.label ?? "",
    sku: s?.sku ?? r?.sku ?? "",
    figures: reportFigures(s, r),
  }));
}

/** The figures of every period from `from` to `to`, in order, from the sums by UTC hour (or minute). */
export async function seriesOf(store: Store, period: ReportPeriod, grouping: ReportGrouping) {
  const series = new Map(periodKeys(period.from, period.to, grouping).map((key) => [key, ZERO_FIGURES]));
  const suffix = period.timeChars === 13 ? ":00:00.000Z" : ":00.000Z";
  for (const row of await groupedFigures(store, period, "time")) {
    const key = periodKey(localDate(`${String(row.key)}${suffix}`, period.timeZone), grouping);
    series.set(key, addFigures(series.get(key) ?? ZERO_FIGURES, row.figures));
  }
  return [...series.entries()].map(([key, figures]) => ({ key, ...figures }));
}

type Named = ReportFigures & { id: number | null; name: string; sku?: string };

export function namedRows(
  rows: Awaited<ReturnType<typeof groupedFigures>>,
  none: string,
  withSku = false,
): Named[] {
  return rows
    .map((row) => ({
      id: typeof row.key === "number" ? row.key : null,
      name: row.key === null && !withSku ? none : row.label,
      ...(withSku ? { sku: row.sku } : {}),
      ...row.figures,
    }))
    .sort(byNetDescending);
}

const getSalesReport: Operation<"getSalesReport"> = async ({ store }, { query }) => {
  const period = await reportPeriod(store, query.from, query.to, {
    sellerId: query.sellerId,
    categoryId: query.categoryId,
    brandId: query.brandId,
    customerId: query.customerId,
    paymentMethod: query.paymentMethod,
  });
  const groupBy = query.groupBy ?? "day";
  const top = query.top ?? DEFAULT_TOP;
  const [totals, series, categories, brands, products, methods, reasons] = await Promise.all([
    groupedFigures(store, period, "none"),
    seriesOf(store, period, groupBy),
    groupedFigures(store, period, "category"),
    groupedFigures(store, period, "brand"),
    store.salesReport
      .productCandidates(period.filter, top)
      .then((rows) => sideBySide(rows.sold, rows.returned)),
    groupedFigures(store, period, "method"),
    store.salesReport.returned(period.filter, "reason"),
  ]);
  const productRows = namedRows(products, "", true);
  return ok({
    from: period.from,
    to: period.to,
    groupBy,
    timeZone: period.timeZone,
    totals: totals[0]?.figures ?? ZERO_FIGURES,
    series,
    byCategory: namedRows(categories, REPORT_LABELS.noCategory),
    byBrand: namedRows(brands, REPORT_LABELS.noBrand),
    topProducts: productRows.slice(0, top),
    bottomProducts: [...productRows].reverse().slice(0, top),
    byPaymentMethod: methods
      .map((row) => ({ method: String(row.key), ...row.figures }))
      .sort((a, b) => b.netCents - a.netCents || a.method.localeCompare(b.method)),
    returnReasons: reasons
      .map((row) => ({
        reason: String(row.key),
        returnsCount: row.count,
        returnedUnits: row.units,
        returnedCents: row.amountCents,
      }))
      .sort((a, b) => b.returnedCents - a.returnedCents || a.reason.localeCompare(b.reason, "es")),
  });
};

const DAY_MS = 86400000;

const getStockReport: Operation<"getStockReport"> = async ({ store }, { query }) => {
  const days = query.days ?? 90;
  const since = new Date(Date.now() - days * DAY_MS).toISOString();
  const [valuation, dead] = await Promise.all([
    store.salesReport.valuation(),
    store.salesReport.deadStock(since, query.limit ?? 50),
  ]);
  return ok({ valuation, deadStock: { days, since, ...dead } });
};

export const salesReportsOperations = { getSalesReport, getStockReport };
