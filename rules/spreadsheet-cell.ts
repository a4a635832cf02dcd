// Formula-safe spreadsheet cells (OWASP "CSV Injection"): a text cell a spreadsheet would read as a
// formula (it starts with =, +, -, @, a tab or a carriage return, or their full-width forms) gets a
// leading apostrophe, so it is shown as the text it is and never evaluated. Plain numbers ("-5",
// "12,5") are not formulas and stay numbers. Every export (CSV, XLSX) writes its cells through this,
// and the import removes exactly that apostrophe again, so an export re-imports unchanged.

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

function readsAsFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** The cell's text as it is safe to write into a spreadsheet. */
export function neutraliseFormula(text: string): string {
  return readsAsFormula(text) ? `'${text}` : text;
}

/** The text neutraliseFormula was given. */
export function restoreSpreadsheetCell(value: string): string {
  return value.startsWith("'") && readsAsFormula(value.slice(1)) ? value.slice(1) : value;
}
