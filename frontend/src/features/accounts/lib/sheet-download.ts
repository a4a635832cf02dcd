// A sheet of rows downloaded as .xlsx, built in the browser (exceljs, loaded only when asked).
export async function xlsxBlob(
  sheetName: string,
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const bytes = await book.xlsx.writeBuffer();
  return new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
}

export async function downloadXlsx(
  fileName: string,
  sheetName: string,
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): Promise<void> {
  const url = URL.createObjectURL(await xlsxBlob(sheetName, rows));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
