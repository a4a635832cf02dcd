// How much of a spreadsheet the import reads before refusing it, and the Spanish reason it gives.
// An .xlsx is a ZIP archive whose entries can expand a thousandfold: its sizes are checked before
// anything is inflated for real, and the whole read runs against a clock.

/** Every entry of an .xlsx, inflated: a full catalogue's worksheet and shared strings fit. */
export const MAX_SHEET_UNCOMPRESSED_MB = 100;
/** Entries of an .xlsx (a workbook has a few dozen). */
export const MAX_SHEET_ZIP_ENTRIES = 2_000;
/** Data rows: twice the catalogue the import is measured with (bench/import.ts). */
export const MAX_SHEET_ROWS = 200_000;
export const MAX_SHEET_COLUMNS = 100;
/** Excel's own limit for a cell's text. */
export const MAX_SHEET_CELL_CHARACTERS = 32_767;
export const SHEET_TIME_LIMIT_SECONDS = 30;

/** 200000 → "200.000", the same in every runtime (toLocaleString is not). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

export const SHEET_LIMIT_MESSAGES = {
  uncompressedTooLarge: `El archivo es demasiado grande al descomprimirlo (más de ${MAX_SHEET_UNCOMPRESSED_MB} MB).`,
  tooManyEntries: `El archivo tiene demasiadas partes internas (más de ${MAX_SHEET_ZIP_ENTRIES}).`,
  tooManyRows: `El archivo tiene demasiadas filas (más de ${grouped(MAX_SHEET_ROWS)}).`,
  tooManyColumns: `El archivo tiene demasiadas columnas (más de ${MAX_SHEET_COLUMNS}).`,
  cellTooLong: (line: number) =>
    `La fila ${line} tiene una celda demasiado larga (más de ${grouped(MAX_SHEET_CELL_CHARACTERS)} caracteres).`,
  tooMuchMemory: "El archivo necesita demasiada memoria para leerse.",
  tooSlow: `El archivo tarda demasiado en leerse (más de ${SHEET_TIME_LIMIT_SECONDS} segundos).`,
} as const;
