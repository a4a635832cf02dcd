// Days, weeks (from Monday) and months in the shop's time zone, for the reports: a sale at 23:59 local
// time belongs to that local day whatever the UTC date says. Instants are ISO strings in UTC, as the
// stores keep them; local dates are "YYYY-MM-DD".

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let kept = formatters.get(zone);
  if (!kept) {
    kept = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, kept);
  }
  return kept;
}

function wallClock(ms: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(ms)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** The zone's offset from UTC at that instant, in minutes (Bogotá: -300). */
export function offsetMinutes(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The local date of an instant. */
export function localDate(instant: string | number, zone: string): string {
  const w = wallClock(typeof instant === "number" ? instant : Date.parse(instant), zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

/** The UTC instant (ISO) at which the local date begins in the zone. */
export function startOfLocalDate(date: string, zone: string): string {
  const [y, m, d] = parts(date);
  const wall = Date.UTC(y, m - 1, d);
  let ms = wall - offsetMinutes(wall, zone) * 60000;
  // Across a change of offset the first guess is off by the change: correct once.
  const again = wall - offsetMinutes(ms, zone) * 60000;
  if (again !== ms && localDate(again, zone) === date) ms = again;
  return new Date(ms).toISOString();
}

/** The date `days` after (or before) a local date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  const [a, b, c] = parts(from);
  const [x, y, z] = parts(to);
  return Math.round((Date.UTC(x, y - 1, z) - Date.UTC(a, b - 1, c)) / 86400000);
}

/** The Monday of the date's week (Spanish weeks start on Monday). */
export function mondayOf(date: string): string {
  const [y, m, d] = parts(date);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export type ReportGrouping = "day" | "week" | "month";

/** The key of the period a local date falls in: the date, its week's Monday, or "YYYY-MM". */
export function periodKey(date: string, grouping: ReportGrouping): string {
  if (grouping === "day") return date;
  if (grouping === "week") return mondayOf(date);
  return date.slice(0, 7);
}

/** Every period key from `from` to `to` (local dates, inclusive), in order. */
export function periodKeys(from: string, to: string, grouping: ReportGrouping): string[] {
  const keys: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const key = periodKey(date, grouping);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

/** True when the zone's offset is whole hours over the instants (so UTC hours fall in one local day). */
export function wholeHourZone(fromMs: number, toMs: number, zone: string): boolean {
  for (let ms = fromMs; ms <= toMs; ms += 86400000 * 7) if (offsetMinutes(ms, zone) % 60 !== 0) return false;
  return offsetMinutes(toMs, zone) % 60 === 0;
}

export function isLocalDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

export type PerformancePeriod = "today" | "week" | "month" | "quarter" | "year";

/** The first local date of the period that holds `today` (weeks from Monday), up to `today`. */
export function periodStart(today: string, period: PerformancePeriod): string {
  if (period === "today") return today;
  if (period === "week") return mondayOf(today);
  if (period === "month") return `${today.slice(0, 7)}-01`;
  if (period === "year") return `${today.slice(0, 4)}-01-01`;
  const month = Number(today.slice(5, 7));
  const first = month - ((month - 1) % 3);
  return `${today.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
}

/** The period of the same length just before `from`…`to`, which 'Rendimiento' compares against. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}
