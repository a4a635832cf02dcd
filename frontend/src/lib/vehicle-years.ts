// Year choices shared by every screen that names a vehicle model's years (the vehicles screen's
// model form and 'Compatibles' tab, the product dialog's fitment form): the model form offers 1990
// to the current year.

export const YEAR_CHOICE_FROM = 1990;

/** Every year from `to` down to `from`. */
export function descendingYears(from: number, to: number): number[] {
  const years: number[] = [];
  for (let year = to; year >= from; year -= 1) years.push(year);
  return years;
}

/**
 * Years a model was sold, newest first: its own range, an open end running to the current year and
 * an unknown start from 1990; never a year after the current one.
 */
export function modelYearChoices(
  model: { yearFrom: number | null; yearTo: number | null } | undefined,
  now: Date = new Date(),
): number[] {
  const current = now.getFullYear();
  const to = Math.min(model?.yearTo ?? current, current);
  const from = Math.max(model?.yearFrom ?? YEAR_CHOICE_FROM, YEAR_CHOICE_FROM);
  return descendingYears(from, to);
}

/**
 * The one wording of a year range on every screen: "2005 - 2018", "2012" for a single year,
 * "2007 - Actualidad" when still sold, "Hasta 2010", or `unknown` when no year is known.
 */
export function formatYearRange(
  yearFrom: number | null | undefined,
  yearTo: number | null | undefined,
  unknown = "Años no especificados",
): string {
  const from = yearFrom ?? null;
  const to = yearTo ?? null;
  if (from !== null && to !== null) return from === to ? String(from) : `${from} - ${to}`;
  if (from !== null) return `${from} - Actualidad`;
  if (to !== null) return `Hasta ${to}`;
  return unknown;
}

/** A fitment link's years in the same wording, or "" when unknown (the model's own years apply). */
export function fitmentYears(yearFrom: number | null, yearTo: number | null): string {
  return formatYearRange(yearFrom, yearTo, "");
}
