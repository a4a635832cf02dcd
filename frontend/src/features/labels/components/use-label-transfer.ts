// 'Exportar' writes the templates and sizes to a JSON file; 'Importar' reads one, checks it whole
// here for a clear message, then sends it whole: the server creates or replaces every entry in one
// transaction, or writes nothing.
import { useCallback, useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { LabelSize, LabelTemplate } from "@/lib/api/types";
import { useImportLabels } from "../api/use-import-labels";
import { exportFile, exportFileName, parseImportFile } from "../lib/label-transfer";

export const IMPORT_ERROR_TITLE = "Error al importar etiquetas";

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useLabelTransfer(templates: LabelTemplate[] | undefined, sizes: LabelSize[] | undefined) {
  const runImport = useImportLabels();
  const [importing, setImporting] = useState(false);
  const ready = templates !== undefined && sizes !== undefined;

  const exportAll = useCallback(() => {
    if (!templates || !sizes) return;
    download(exportFileName(), JSON.stringify(exportFile(templates, sizes), null, 2));
    void toast.success("Etiquetas exportadas", `${templates.length} plantillas y ${sizes.length} tamaños.`);
  }, [templates, sizes]);

  const importFile = useCallback(
    async (file: File) => {
      if (!templates || !sizes) return;
      const parsed = parseImportFile(await file.text());
      if (!parsed.ok) {
        void toast.error(IMPORT_ERROR_TITLE, parsed.message);
        return;
      }
      setImporting(true);
      try {
        const { created, updated } = await runImport({ templates: parsed.templates, sizes: parsed.sizes });
        void toast.success(
          "Etiquetas importadas",
          `${parsed.templates.length} plantillas y ${parsed.sizes.length} tamaños (${created} nuevos, ${updated} actualizados).`,
        );
      } catch (cause) {
        void toast.error(IMPORT_ERROR_TITLE, `${errorMessage(cause)}. No se importó nada.`);
      } finally {
        setImporting(false);
      }
    },
    [templates, sizes, runImport],
  );

  return { ready, importing, exportAll, importFile };
}
