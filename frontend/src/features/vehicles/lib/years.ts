// Year constants of the vehicles screen: the models' year filter offers 1995-2024,
// the model form's year choices run from 1990 to the current year.

import { YEAR_CHOICE_FROM, descendingYears } from "@/lib/vehicle-years";

export const YEAR_FILTER_FROM = 1995;
export const YEAR_FILTER_TO = 2024;

/** Years of the models' filter, newest first. */
export function yearFilterOptions(): number[] {
  return descendingYears(YEAR_FILTER_FROM, YEAR_FILTER_TO);
}

/** Years the model form offers, newest first: 1990 to the current year. */
export function yearChoices(now: Date = new Date()): number[] {
  return descendingYears(YEAR_CHOICE_FROM, now.getFullYear());
}
