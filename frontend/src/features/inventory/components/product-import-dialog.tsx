// 'Importar productos' (Administrador): a CSV or Excel file, its column mapping, a preview with
// every row's problems, then the import with its progress and 'Cancelar'.
import { Button, Callout, Classes, FileInput } from "@blueprintjs/core";
import { Import } from "@blueprintjs/icons";
import { useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { refusedRowsUrl } from "../api/product-import";
import { downloadUrl } from "@/lib/downloads/download-file";
import { ImportMappingStep } from "./import-mapping-step";
import { ImportPreviewStep } from "./import-preview-step";
import { ImportProgressStep } from "./import-progress-step";
import { useProductImport } from "./use-product-import";
import "./product-import.css";

export interface ProductImportDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export const IMPORT_TITLE = "Importar productos";

export function ProductImportDialog({ isOpen, onClose }: ProductImportDialogProps) {
  const flow = useProductImport();
  const { state } = flow;
  const [fileName, setFileName] = useState("");
  const running = state.step === "progress" && state.job?.state === "running";
  const close = () => {
    if (running) return;
    flow.reset();
    setFileName("");
    onClose();
  };
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={close}
      title={IMPORT_TITLE}
      icon={<Import />}
      className="inv-import-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        {state.step === "file" ? (
          <div className="inv-import-step">
            <p>
              Elige un archivo CSV (separado por comas o punto y coma) o un Excel (.xlsx) con una fila de
              encabezados. Nada se guarda hasta que confirmes la importación.
            </p>
            <FileInput
              fill
              text={fileName || "Elegir archivo…"}
              buttonText="Buscar"
              inputProps={{ accept: ".csv,.txt,.xlsx,text/csv", "aria-label": "Archivo de productos" }}
              onInputChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (!file) return;
                setFileName(file.name);
                void flow.chooseFile(file);
              }}
            />
          </div>
        ) : null}
        {state.step === "mapping" && state.job ? (
          <ImportMappingStep headers={state.job.headers} options={state.options} onChange={flow.setOptions} />
        ) : null}
        {state.step === "preview" && state.job && state.preview ? (
          <ImportPreviewStep
            headers={state.job.headers}
            preview={state.preview}
            validOnly={state.validOnly}
            onValidOnlyChange={flow.setValidOnly}
          />
        ) : null}
        {state.step === "progress" && state.job ? (
          <ImportProgressStep
            job={state.job}
            cancelling={state.cancelling}
            onCancel={() => void flow.cancel()}
            onDownloadRefused={() => downloadUrl(refusedRowsUrl(state.job!.id), "filas-rechazadas.csv")}
          />
        ) : null}
        {state.error ? (
          <Callout intent="danger" className="inv-import-error">
            {state.error}
          </Callout>
        ) : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {state.step === "mapping" ? (
            <Button
              intent="primary"
              text="Vista previa"
              loading={state.busy}
              onClick={() => void flow.runPreview()}
            />
          ) : null}
          {state.step === "preview" && state.preview ? (
            <>
              <Button text="Volver" onClick={flow.back} />
              <Button
                intent="primary"
                text="Importar"
                loading={state.busy}
                disabled={state.preview.refused > 0 && !state.validOnly}
                onClick={() => void flow.start()}
              />
            </>
          ) : null}
          {!running ? (
            <Button text={state.step === "progress" ? "Cerrar" : "Cancelar"} onClick={close} />
          ) : null}
        </div>
      </div>
    </AppDialog>
  );
}
