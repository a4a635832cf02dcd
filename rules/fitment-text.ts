// Fitment as a spreadsheet user writes it: 'Chevrolet Spark 2006-2009; Fiat Uno (1.4) 2010-'.
// Entries are separated by ';', '|' or line breaks; each is make and model, an optional engine in
// brackets and optional years ('2006-2009', '2006', '2006-', '-2009').

export interface FitmentText {
  /** Make and model as written, e.g. 'Chevrolet Spark'. */
  vehicle: string;
  engine: string | null;
  yearFrom: number | null;
  yearTo: number | null;
}

const YEARS = /\s+(\d{4})?\s*(?:(-|–)\s*(\d{4})?)?$/;
const ENGINE = /\s*\(([^)]*)\)$/;

function parseEntry(entry: string): FitmentText | null {
  let rest = entry.trim();
  let yearFrom: number | null = null;
  let yearTo: number | null = null;
  const years = YEARS.exec(` ${rest}`);
  if (years && (years[1] || years[3])) {
    yearFrom = years[1] ? Number(years[1]) : null;
    yearTo = years[3] ? Number(years[3]) : years[2] ? null : yearFrom;
    rest = ` ${rest}`.slice(0, years.index).trim();
  }
  let engine: string | null = null;
  const bracket = ENGINE.exec(rest);
  if (bracket) {
    engine = bracket[1]?.trim() || null;
    rest = rest.slice(0, bracket.index).trim();
  }
  return rest === "" ? null : { vehicle: rest, engine, yearFrom, yearTo };
}

/** Each entry of a fitment cell; null for an entry without a make and model. */
export function parseFitmentCell(text: string): (FitmentText | null)[] {
  return text
    .split(/[;|\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map(parseEntry);
}

function yearsText(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return from === to ? ` ${from}` : ` ${from}-${to}`;
  if (from !== null) return ` ${from}-`;
  if (to !== null) return ` -${to}`;
  return "";
}

/** The cell parseFitmentCell reads back to the same links. */
export function formatFitmentCell(links: readonly FitmentText[]): string {
  return links
    .map(
      (link) =>
        `${link.vehicle}${link.engine ? ` (${link.engine})` : ""}${yearsText(link.yearFrom, link.yearTo)}`,
    )
    .join("; ");
}
