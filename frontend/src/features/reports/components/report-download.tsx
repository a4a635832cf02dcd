// 'Descargar' on a report card: the card's table as CSV or .xlsx. The writers load on demand.
import { useState } from "react";
import { ExportMenuButton } from "@/components/export-menu-button";
import { downloadTable } from "@/lib/downloads/download-table";
import type { TableFile, TableFileFormat } from "@/lib/downloads/table-file";
import { showToast } from "@/components/toaster";

export function ReportDownload({ table }: { table: () => TableFile }) {
  const [busy, setBusy] = useState(false);
  const onExport = async (format: TableFileFormat) => {
    setBusy(true);
    try {
      await downloadTable(table(), format);
    } catch {
      showToast({ intent: "danger", title: "No se pudo descargar el archivo." });
    } finally {
      setBusy(false);
    }
  };
  return <ExportMenuButton text="Descargar" onExport={(format) => void onExport(format)} loading={busy} />;
}
