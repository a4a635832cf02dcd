// Formula-safe spreadsheet cells (OWASP "CSV injection"): a cell that a spreadsheet would read as a
// formula is prefixed with an apostrophe, which the spreadsheet shows as plain text. The import
// removes exactly that apostrophe again (restoreSpreadsheetCell), so an export re-imports unchanged.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet will show it and never evaluate. */
export function neutraliseSpreadsheetCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text neutraliseSpreadsheetCell was given. */
export function restoreSpreadsheetCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
