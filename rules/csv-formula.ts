// Spreadsheet formula injection (OWASP "CSV Injection"): a cell whose text starts with = + - @, a tab
// or a carriage return may run as a formula when the file is opened. Such text gets a leading
// apostrophe, which spreadsheets show as text. Plain numbers ("-3", "+1,5") stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
