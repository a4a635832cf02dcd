// pg_dump and pg_restore for a DATABASE_URL. The connection goes through libpq's environment
// variables, never the command line, so the password does not show in the process list.
import { execFile } from "node:child_process";
import { chmod } from "node:fs/promises";
import { PG_DUMP_SECRET_EXCLUSIONS } from "./secret-tables";

const PG_TOOLS_MISSING =
  "no se encontró {tool}. Instale el cliente de PostgreSQL de la misma versión mayor que el servidor " +
  "o más nueva (Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq) " +
  "o indique su carpeta en PG_BIN_DIR.";

function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = url.searchParams.get("host");
  if (host) env.PGHOST = host;
  return env;
}

function toolPath(tool: string): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? `${dir.replace(/\/$/, "")}/${tool}` : tool;
}

function run(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(toolPath(tool), args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      if ((error as NodeJS.ErrnoException).code === "ENOENT")
        return reject(new Error(PG_TOOLS_MISSING.replace("{tool}", tool)));
      reject(
        new Error(
          `${tool} falló: ${String(stderr || error.message)
            .trim()
            .slice(0, 500)}`,
        ),
      );
    });
  });
}

/**
 * A custom-format dump (one consistent snapshot) of the database into `file`, readable by its owner
 * only, without the rows of the secret tables (the session secret, the sessions).
 */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", ...PG_DUMP_SECRET_EXCLUSIONS, `--file=${file}`],
    libpqEnvironment(databaseUrl),
  );
  await chmod(file, 0o600);
}

/** The dump's table of contents; fails on a file pg_restore cannot read. */
export async function pgDumpContents(file: string): Promise<string> {
  return run("pg_restore", ["--list", file], process.env);
}

/** The rows of knex_migrations in the dump, read without restoring it. */
export async function pgDumpMigrations(file: string): Promise<string[]> {
  const sql = await run(
    "pg_restore",
    ["--data-only", "--table=knex_migrations", "--file=-", file],
    process.env,
  );
  const names: string[] = [];
  let inCopy = false;
  for (const line of sql.split("\n")) {
    if (line.startsWith("COPY ") && line.includes("knex_migrations")) inCopy = true;
    else if (inCopy && line === "\\.") inCopy = false;
    else if (inCopy) {
      const name = line.split("\t")[1];
      if (name) names.push(name);
    }
  }
  return names;
}

/** Replaces the database's objects with the dump's, in one transaction. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const env = libpqEnvironment(databaseUrl);
  // Without --dbname pg_restore prints SQL instead of restoring; the name alone carries no secret.
  const args = ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction"];
  await run("pg_restore", [...args, `--dbname=${env.PGDATABASE ?? ""}`, file], env);
}
