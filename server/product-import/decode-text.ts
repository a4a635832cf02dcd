// A CSV file's text whatever a spreadsheet saved it as: UTF-16 (Excel's "Unicode text"; little or
// big endian, told by its byte-order mark or, without one, by where the zero bytes of ASCII fall),
// UTF-8 with or without a byte-order mark, or Windows-1252 (Excel's "CSV" in a Spanish locale),
// told apart from UTF-8 by whether the bytes are valid UTF-8.

function utf16Of(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes.length >= 2 && bytes[0] !== 0 && bytes[1] === 0) return "utf-16le";
  if (bytes.length >= 2 && bytes[0] === 0 && bytes[1] !== 0) return "utf-16be";
  return null;
}

export function decodeSpreadsheetText(bytes: Uint8Array): string {
  const utf16 = utf16Of(bytes);
  // The decoder drops a byte-order mark it recognises.
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
