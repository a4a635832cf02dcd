// A throwaway PostgreSQL cluster for tests and the benchmark: Debian's binaries, data and unix
// socket in a temporary folder, one free port on 127.0.0.1, trust authentication, durability off
// (the data is thrown away), stopped and deleted by stop(). initdb and postgres refuse to run as
// root, so as root they run as the `postgres` system user and the folder is handed to it.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface PgCluster {
  readonly port: number;
  readonly dir: string;
  /** A connection URL for one database of the cluster (superuser `postgres`, no password). */
  url(database?: string): string;
  stop(): void;
}

/** The newest Debian PostgreSQL bin folder, else pg_config's, or null when none is installed. */
export function findPgBin(): string | null {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "postgres")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], "bin");
  const fromPgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const bin = fromPgConfig.status === 0 ? fromPgConfig.stdout.trim() : "";
  return bin && existsSync(join(bin, "postgres")) && existsSync(join(bin, "initdb")) ? bin : null;
}

/** A port nobody listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function runAsOwner(bin: string, args: string[]): void {
  const [command, fullArgs] = isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin)
    throw new Error("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/postgres, no pg_config)");
  const dir = mkdtempSync(join(tmpdir(), "pg-cluster-"));
  if (isRoot()) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), -1);
  const data = join(dir, "data");
  runAsOwner(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  const ctl = join(bin, "pg_ctl");
  runAsOwner(ctl, ["start", "-w", "-t", "60", "-D", data, "-l", join(dir, "postgres.log"), "-o", options]);
  let stopped = false;
  return {
    port,
    dir,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsOwner(ctl, ["stop", "-w", "-m", "immediate", "-D", data]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
