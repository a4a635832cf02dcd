// `npm run restore -- <archive>`: checks the archive whole, then keeps the current database and
// uploads aside and puts the archive's in their place. Stop the server first; start it again
// afterwards (it migrates an older copy up to the code's level). Exits 1, replacing nothing, when
// the archive is damaged, newer than the code or for another engine.
import { dirname, join } from "node:path";
import { migrationSource } from "../bff/src/db/migration-source";
import { isPostgresUrl } from "../bff/src/db/pg-knex";
import { isEncryptedArchive } from "../bff/src/backup/encrypted-archive";
import { RestoreRefused, restoreArchive, type RestoreTarget } from "../bff/src/backup/restore";
import { restoreMaxBytesFrom } from "../bff/src/backup/verified-extract";
import { existingPassphrase } from "./read-passphrase";

const args = process.argv.slice(2);
const force = args.includes("--force");
const archive = args.find((a) => a !== "--force");
if (!archive) {
  console.error("Uso: npm run restore -- <archivo de copia .tar.gz o .tar.gz.enc> [--force]");
  process.exit(2);
}

const databaseFile = process.env.DATABASE_FILE ?? "data/app.db";
const databaseUrl = process.env.DATABASE_URL ?? null;
const target: RestoreTarget = isPostgresUrl(databaseUrl)
  ? { engine: "postgresql", url: databaseUrl }
  : { engine: "sqlite", file: databaseFile };
const backupDir =
  process.env.BACKUP_DIR ?? join(target.engine === "sqlite" ? dirname(databaseFile) : "data", "backups");

try {
  // An encrypted copy (npm run backup -- --encrypt) is recognised by its first bytes.
  const passphrase = (await isEncryptedArchive(archive)) ? await existingPassphrase() : undefined;
  const result = await restoreArchive({
    archive,
    passphrase,
    maxBytes: restoreMaxBytesFrom(process.env.RESTORE_MAX_BYTES),
    target,
    uploadsDir: process.env.UPLOADS_DIR ?? "data/uploads",
    // Beside the database file, so the restored file is moved into place, not copied.
    workDir: target.engine === "sqlite" ? dirname(databaseFile) : backupDir,
    knownMigrations: await migrationSource.getMigrations([]),
    force,
    log: (line) => console.log(line),
  });
  const { contents, createdAt } = result.manifest;
  console.log(
    `Copia del ${createdAt} restaurada: ${contents.products} productos, ${contents.customers} clientes, ` +
      `${contents.users} usuarios, ${contents.images} imágenes.`,
  );
  if (result.databaseAside) console.log(`La base de datos anterior quedó en ${result.databaseAside}`);
  if (result.uploadsAside) console.log(`Las imágenes anteriores quedaron en ${result.uploadsAside}`);
  console.log("Inicie el servidor (npm start): trabajará sobre los datos restaurados.");
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Restauración rechazada, no se ha reemplazado nada: ${error.message}.`);
  } else {
    console.error(`La restauración falló: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
}
