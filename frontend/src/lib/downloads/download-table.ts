// 'Exportar' of a table, as a screen calls it: the writers (table-file.ts, and exceljs behind it)
// load when a file is asked for, so they are never part of what a screen downloads to show itself.
import type { TableFile, TableFileFormat } from "./table-file";

export async function downloadTable(table: TableFile, format: TableFileFormat): Promise<void> {
  const writers = await import("./table-file");
  await writers.downloadTable(table, format);
}
