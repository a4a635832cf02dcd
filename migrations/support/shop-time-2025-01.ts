// Local days in the shop's time zone as migration 20250101001740_sales_summary.ts sums the sales by
// them (through sales-summary.ts, which the BFF's summary writes share): a frozen copy of
// rules/shop-time.ts's `localDate`, `startOfLocalDate` and `addDays` at that time, identical to the
// live functions today on purpose. The summary's days must not move when the live rule does; a new
// day arithmetic is a migration of its own that rebuilds the summary.

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
function offsetMinutes(ms: number, zone: string): number {
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
