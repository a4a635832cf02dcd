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

/** A fitment link's years: "2010-2015", "2010", "desde 2010", "hasta 2015", or "" when unknown. */
export function fitmentYears(yearFrom: number | null, yearTo: number | null): string {
  if (yearFrom !== null && yearTo !== null)
    return yearFrom === yearTo ? String(yearFrom) : `${yearFrom}-${yearTo}`;
  if (yearFrom !== null) return `desde ${yearFrom}`;
  if (yearTo !== null) return `hasta ${yearTo}`;
  return "";
}
