// Formula-safe spreadsheet cells (OWASP "CSV Injection"): a text cell a spreadsheet would read as a
// formula (it starts with =, +, -, @, a tab or a carriage return, or their full-width forms) gets a
// leading apostrophe, so it is shown as the text it is and never evaluated. Plain numbers ("-5",
// "12,5") are not formulas and stay numbers. Every export (CSV, XLSX) writes its cells through this.

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/** The cell's text as it is safe to write into a spreadsheet. */
export function neutraliseFormula(text: string): string {
  if (!FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}
