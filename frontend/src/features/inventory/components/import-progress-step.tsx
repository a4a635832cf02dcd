// The import running (rows done of the total, 'Cancelar') and its outcome: done with its counts
// and the refused rows to download, or failed / cancelled with nothing written.
import { Button, Callout, ProgressBar } from "@blueprintjs/core";
import { Download } from "@blueprintjs/icons";
import type { ProductImport } from "@/lib/api/types";

export interface ImportProgressStepProps {
  job: ProductImport;
  onCancel: () => void;
  cancelling: boolean;
  onDownloadRefused: () => void;
}

export function ImportProgressStep({
  job,
  onCancel,
  cancelling,
  onDownloadRefused,
}: ImportProgressStepProps) {
  if (job.state === "running") {
    const share = job.rowsTotal > 0 ? job.rowsDone / job.rowsTotal : 0;
    return (
      <div className="inv-import-step">
        <p>
          Importando… {job.rowsDone} de {job.rowsTotal} filas
        </p>
        <ProgressBar value={share} intent="primary" aria-label="Progreso de la importación" />
        <Button text="Cancelar" icon={undefined} onClick={onCancel} loading={cancelling} />
      </div>
    );
  }
  if (job.state === "done")
    return (
      <div className="inv-import-step">
        <Callout intent="success" title="Importación completada">
          {job.created} productos creados, {job.updated} actualizados, {job.unchanged} sin cambios
          {job.refused > 0 ? `, ${job.refused} filas rechazadas` : ""}.
        </Callout>
        {job.refused > 0 ? (
          <Button icon={<Download />} text="Descargar filas rechazadas" onClick={onDownloadRefused} />
        ) : null}
      </div>
    );
  return (
    <div className="inv-import-step">
      <Callout
        intent="danger"
        title={job.state === "cancelled" ? "Importación cancelada" : "Importación fallida"}
      >
        {job.message}
      </Callout>
    </div>
  );
}
