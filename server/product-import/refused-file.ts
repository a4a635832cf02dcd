// The refused rows of an import as a CSV the user can fix and import again: the file's own columns,
// then the line it came from and its reasons.
import Papa from "papaparse";
import { neutraliseFormula } from "../../rules/spreadsheet-cell";
import type { RefusedRow } from "./jobs";

export const REFUSED_COLUMNS = ["Fila", "Motivos"] as const;

export async function* refusedCsv(headers: string[], refused: RefusedRow[]): AsyncGenerator<string> {
  const options = { delimiter: ";", newline: "\r\n" } as const;
  yield `\ufeff${Papa.unparse([[...headers, ...REFUSED_COLUMNS]], options)}\r\n`;
  for (let start = 0; start < refused.length; start += 500) {
    const rows = refused
      .slice(start, start + 500)
      .map((row) => [
        ...headers.map((_, i) => neutraliseFormula(row.cells[i] ?? "")),
        String(row.line),
        neutraliseFormula(row.problems.map((p) => `${p.column}: ${p.message}`).join(" | ")),
      ]);
    yield `${Papa.unparse(rows, options)}\r\n`;
  }
}
