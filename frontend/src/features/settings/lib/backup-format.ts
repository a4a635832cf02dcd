// How a backup copy reads in the panel: its date and time, its size, what it holds, and the step
// a copy in progress is at.
import type { Backup, BackupProgress } from "@contract/types";
import { formatDateTime } from "@/lib/format";

export const formatBackupDate = formatDateTime;

/** Bytes as KB or MB with one decimal and a comma, as the rest of the screen writes numbers. */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, "MB"] : [bytes / 1024, "KB"];
  return `${value.toFixed(1).replace(".", ",")} ${unit}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function describeBackupContents({ contents }: Pick<Backup, "contents">): string {
  return [
    plural(contents.products, "producto", "productos"),
    plural(contents.customers, "cliente", "clientes"),
    plural(contents.sales, "venta", "ventas"),
    plural(contents.users, "usuario", "usuarios"),
    plural(contents.images, "imagen", "imágenes"),
  ].join(" · ");
}

const PHASES: Record<BackupProgress["phase"], string> = {
  database: "Copiando la base de datos...",
  images: "Copiando las imágenes...",
  archive: "Comprimiendo la copia...",
};

export function backupPhaseText(progress: BackupProgress | null): string {
  return progress ? PHASES[progress.phase] : "Preparando la copia...";
}
