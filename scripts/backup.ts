// `npm run backup`: one copy of the database (DATABASE_FILE, or DATABASE_URL on PostgreSQL) and of
// UPLOADS_DIR into BACKUP_DIR, while the server may keep running; retention (BACKUP_KEEP) then
// removes the oldest copies. Exits 1 with the reason when the copy could not be made.
// `--encrypt [--out <file>]`: also a passphrase-encrypted copy (<name>.enc beside it, or <file>)
// for copies that leave the machine; the passphrase is BACKUP_PASSPHRASE or typed in.
import { existsSync } from "node:fs";
import { backupKeepFrom } from "../rules/backups";
import { backupServiceFor } from "../bff/src/backup/backup-service-for";
import { ENCRYPTED_SUFFIX, encryptArchive } from "../bff/src/backup/encrypted-archive";
import { openDatabase } from "../bff/src/db/open-database";
import { isPostgresUrl } from "../bff/src/db/pg-knex";
import { newPassphrase } from "./read-passphrase";

const args = process.argv.slice(2);
const encrypt = args.includes("--encrypt");
const outIndex = args.indexOf("--out");
const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
if (outIndex >= 0 && !out) {
  console.error("Uso: npm run backup -- [--encrypt [--out <archivo cifrado>]]");
  process.exit(2);
}

const databaseFile = process.env.DATABASE_FILE ?? "data/app.db";
const databaseUrl = process.env.DATABASE_URL ?? null;

if (!isPostgresUrl(databaseUrl) && !existsSync(databaseFile)) {
  console.error(`No existe la base de datos ${databaseFile} (DATABASE_FILE): no hay nada que copiar.`);
  process.exit(1);
}

// Asked before the copy is made, so a mistyped passphrase costs no copy.
let passphrase: string | null = null;
if (encrypt) {
  try {
    passphrase = await newPassphrase();
  } catch (error) {
    console.error(
      `No se pudo crear la copia cifrada: ${error instanceof Error ? error.message : String(error)}.`,
    );
    process.exit(1);
  }
}

const knex = openDatabase({ databaseFile, databaseUrl });
const service = backupServiceFor(knex, {
  databaseUrl,
  uploadsDir: process.env.UPLOADS_DIR ?? "data/uploads",
  backupDir: process.env.BACKUP_DIR,
  keep: backupKeepFrom(process.env.BACKUP_KEEP),
  log: { info: (m) => console.log(m), error: () => undefined },
});
try {
  const backup = await service.create();
  const { contents } = backup;
  console.log(
    `Copia de seguridad creada: ${backup.name} (${(backup.size / 1024 / 1024).toFixed(1)} MB): ` +
      `${contents.products} productos, ${contents.fitments} aplicaciones, ${contents.customers} clientes, ` +
      `${contents.users} usuarios, ${contents.sales} ventas, ${contents.images} imágenes.`,
  );
  if (passphrase !== null) {
    const source = service.pathOf(backup.name);
    const target = out ?? source + ENCRYPTED_SUFFIX;
    await encryptArchive(source, target, passphrase);
    console.log(`Copia cifrada (AES-256-GCM) escrita en ${target}; sin la contraseña no se puede restaurar.`);
  }
} catch (error) {
  console.error(
    `No se pudo crear la copia de seguridad: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await knex.destroy();
}
