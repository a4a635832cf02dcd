// 'Copias de seguridad' (Administrador only, in the Sistema tab): the copies the server keeps, with
// their date, size and contents, a download of each, 'Crear copia ahora' with its progress, and a
// warning when the last backup failed.
import { AnchorButton, Button, Callout, Card, HTMLTable, ProgressBar } from "@blueprintjs/core";
import { Archive, Download, WarningSign } from "@blueprintjs/icons";
import { useState } from "react";
import type { BackupList } from "@contract/types";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { backupDownloadUrl, useBackups, useCreateBackup } from "../api/use-backups";
import { backupPhaseText, describeBackupContents, formatBackupDate, formatBytes } from "../lib/backup-format";

export interface BackupsPanelViewProps {
  data: BackupList | undefined;
  loading: boolean;
  error: unknown;
  /** A copy asked for from this screen is being made. */
  creating: boolean;
  onCreate: () => void;
  onRetry: () => void;
}

function Progress({ data, creating }: Pick<BackupsPanelViewProps, "data" | "creating">) {
  const running = data?.running ?? null;
  if (!creating && !running) return null;
  const percent = running?.percent ?? 0;
  return (
    <div className="set-backup-progress" role="status" aria-live="polite">
      <span>
        {backupPhaseText(running)} {percent}%
      </span>
      <ProgressBar intent="primary" value={percent / 100} aria-label="Progreso de la copia de seguridad" />
    </div>
  );
}

export function BackupsPanelView({
  data,
  loading,
  error,
  creating,
  onCreate,
  onRetry,
}: BackupsPanelViewProps) {
  const items = data?.items ?? [];
  const busy = creating || Boolean(data?.running);
  return (
    <Card className="set-section set-backups" role="region" aria-label="Copias de seguridad">
      <h2 className="set-section-title">Copias de seguridad</h2>
      <p className="set-muted set-section-description">
        Copias de la base de datos y de las imágenes de los productos
        {data ? `. Se conservan las ${data.keep} más recientes.` : "."}
      </p>
      <div className="set-section-body">
        {data?.lastFailure && (
          <Callout intent="danger" icon={<WarningSign />} title="La última copia de seguridad falló">
            {formatBackupDate(data.lastFailure.at)}: {data.lastFailure.message}
          </Callout>
        )}
        <div>
          <Button
            intent="primary"
            icon={<Archive />}
            text="Crear copia ahora"
            disabled={busy}
            onClick={onCreate}
          />
        </div>
        <Progress data={data} creating={creating} />
        <AsyncState
          loading={loading}
          loadingText="Cargando copias de seguridad..."
          error={error}
          errorTitle="Error al cargar las copias de seguridad"
          onRetry={onRetry}
          empty={items.length === 0}
          emptyTitle="Todavía no hay copias de seguridad"
          titleLevel={3}
          emptyDescription="Cree la primera con 'Crear copia ahora'."
        >
          <div className="set-backups-table">
            <HTMLTable striped compact aria-label="Copias de seguridad">
              <thead>
                <tr>
                  <th>Fecha</th>
                  <th>Tamaño</th>
                  <th>Contenido</th>
                  <th>
                    <span className="bp6-text-muted">Descarga</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((backup) => (
                  <tr key={backup.name}>
                    <td>{formatBackupDate(backup.createdAt)}</td>
                    <td>{formatBytes(backup.size)}</td>
                    <td>{describeBackupContents(backup)}</td>
                    <td>
                      <AnchorButton
                        variant="minimal"
                        icon={<Download />}
                        text="Descargar"
                        href={backupDownloadUrl(backup.name)}
                        download={backup.name}
                        aria-label={`Descargar la copia del ${formatBackupDate(backup.createdAt)}`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </AsyncState>
      </div>
    </Card>
  );
}

export function BackupsPanel() {
  const [creating, setCreating] = useState(false);
  const { data, error, isLoading, mutate } = useBackups(true, creating);
  const create = useCreateBackup();
  const onCreate = async () => {
    setCreating(true);
    try {
      await create();
      void toast.success("Copia de seguridad creada");
    } catch (failure) {
      void toast.error(
        "No se pudo crear la copia de seguridad",
        failure instanceof Error ? failure.message : undefined,
      );
    } finally {
      setCreating(false);
    }
  };
  return (
    <BackupsPanelView
      data={data}
      loading={isLoading}
      error={error}
      creating={creating}
      onCreate={() => void onCreate()}
      onRetry={() => void mutate()}
    />
  );
}
