// `npm run backup`: one copy of the database (DATABASE_FILE, or DATABASE_URL on PostgreSQL) and of
// UPLOADS_DIR into BACKUP_DIR, while the server may keep running; retention (BACKUP_KEEP) then
// removes the oldest copies. Exits 1 with the reason when the copy could not be made.
import { existsSync } from "node:fs";
import { backupKeepFrom } from "../rules/backups";
import { backupServiceFor } from "../bff/src/backup/backup-service-for";
import { openDatabase } from "../bff/src/db/open-database";
import { isPostgresUrl } from "../bff/src/db/pg-knex";

const databaseFile = process.env.DATABASE_FILE ?? "data/app.db";
const databaseUrl = process.env.DATABASE_URL ?? null;

if (!isPostgresUrl(databaseUrl) && !existsSync(databaseFile)) {
  console.error(`No existe la base de datos ${databaseFile} (DATABASE_FILE): no hay nada que copiar.`);
  process.exit(1);
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
} catch (error) {
  console.error(
    `No se pudo crear la copia de seguridad: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await knex.destroy();
}
