// What an archive holds, written into it as manifest.json (and beside it as <name>.json, so the
// list needs no decompression): the database file and its checksum, the migrations it was made at,
// the images with their checksums, and counts a person recognises.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

export type BackupEngine = "sqlite" | "postgresql";

export interface BackupContents {
  products: number;
  fitments: number;
  customers: number;
  users: number;
  sales: number;
  images: number;
  imageBytes: number;
}

export interface ArchivedFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: BackupEngine;
  database: ArchivedFile;
  migrations: string[];
  contents: BackupContents;
  images: ArchivedFile[];
}

export const MANIFEST_FILE = "manifest.json";
export const SQLITE_FILE = "database.sqlite";
export const PG_DUMP_FILE = "database.pgdump";
export const UPLOADS_FOLDER = "uploads";

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The tables behind each count; a table an older migration level lacks counts 0. */
export const COUNTED_TABLES: Record<Exclude<keyof BackupContents, "images" | "imageBytes">, string> = {
  products: "products",
  fitments: "product_vehicles",
  customers: "customers",
  users: "users",
  sales: "sales",
};

const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
const isFile = (v: unknown): v is ArchivedFile => {
  const f = v as ArchivedFile;
  return (
    typeof f === "object" &&
    f !== null &&
    typeof f.name === "string" &&
    /^[\w.-]+$/.test(f.name) &&
    isCount(f.bytes) &&
    typeof f.sha256 === "string" &&
    /^[0-9a-f]{64}$/.test(f.sha256)
  );
};

/** The manifest in `text`, or a Spanish sentence saying what is wrong with it. */
export function parseManifest(text: string): BackupManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "el manifiesto (manifest.json) no es JSON válido";
  }
  const m = value as BackupManifest;
  if (typeof m !== "object" || m === null || m.format !== 1) return "formato de copia desconocido";
  if (m.engine !== "sqlite" && m.engine !== "postgresql") return "motor de base de datos desconocido";
  if (!isFile(m.database)) return "el manifiesto no describe la base de datos";
  if (!Array.isArray(m.migrations) || !m.migrations.every((n) => typeof n === "string"))
    return "el manifiesto no lista las migraciones";
  if (!Array.isArray(m.images) || !m.images.every(isFile)) return "el manifiesto no lista las imágenes";
  if (typeof m.createdAt !== "string" || Number.isNaN(Date.parse(m.createdAt)))
    return "el manifiesto no tiene fecha";
  if (typeof m.contents !== "object" || m.contents === null || !Object.values(m.contents).every(isCount))
    return "el manifiesto no tiene el resumen del contenido";
  return m;
}
