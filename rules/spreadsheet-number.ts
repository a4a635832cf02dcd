// Numbers as shops type them in spreadsheets: Spanish ('1.234,56', '1234,5', '$ 1.234') and plain
// ('1234.56', '1,234.56'). The last separator followed by one or two digits is the decimal one; a
// lone separator followed by exactly three digits groups thousands.

const ALLOWED = /^-?[\d.,' ]+$/;

/** The number a cell holds, or null when it is blank or not a number. */
export function parseSpreadsheetNumber(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/\s*\$$/, "")
    .replace(/\u00a0/g, " ");
  if (cleaned === "" || !ALLOWED.test(cleaned) || !/\d/.test(cleaned)) return null;
  const compact = cleaned.replace(/[ ']/g, "");
  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  const last = Math.max(lastDot, lastComma);
  let normalised: string;
  if (last === -1) normalised = compact;
  else {
    const separator = compact[last] as "." | ",";
    const other = separator === "." ? "," : ".";
    const decimals = compact.length - last - 1;
    const onlyOne = compact.indexOf(separator) === last && !compact.includes(other);
    // '1.234' or '1,234' alone: thousands, as both locales write them; '1.5', '1,50': decimals.
    const zeroWhole = /^-?0?$/.test(compact.slice(0, last));
    const isThousands = onlyOne ? decimals === 3 && !zeroWhole : compact.indexOf(separator) !== last;
    if (isThousands) normalised = compact.replaceAll(separator, "").replaceAll(other, "");
    else {
      const whole = compact.slice(0, last).replaceAll(other, "");
      if (whole.includes(separator)) return null;
      normalised = `${whole}.${compact.slice(last + 1)}`;
    }
  }
  if (!/^-?\d*(\.\d+)?$/.test(normalised) || normalised === "-") return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number as a Spanish spreadsheet shows it ('1234,5'), read back by parseSpreadsheetNumber to the
 * same value. Exactly three decimals would read back as thousands ('1,234'), so such a number gets a
 * fourth, zero, decimal.
 */
export function formatSpreadsheetNumber(value: number): string {
  const text = String(value).replace(".", ",");
  return /,\d{3}$/.test(text) ? `${text}0` : text;
}
