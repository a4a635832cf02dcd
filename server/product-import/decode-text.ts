// A CSV file's text whatever a spreadsheet saved it as: UTF-8 with or without a byte-order mark, or
// Windows-1252 (Excel's "CSV" in a Spanish locale), told apart by whether the bytes are valid UTF-8.

export function decodeSpreadsheetText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
