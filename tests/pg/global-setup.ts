// Starts one throwaway PostgreSQL cluster for the whole PostgreSQL run and prepares a template
// database (migrated and seeded with the demo data once): each test file then gets its own database
// with CREATE DATABASE … TEMPLATE, which copies files instead of migrating and hashing passwords.
import type { TestProject } from "vitest/node";
import { openDatabase, prepareDatabase } from "../../bff/src/db/open-database";
import { startPgCluster } from "../support/pg/cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Maintenance URL of the throwaway cluster (database `postgres`). */
    pgAdminUrl: string;
    /** Name of the migrated, demo-seeded template database. */
    pgTemplate: string;
  }
}

export const TEMPLATE_DATABASE = "app_template";

export default async function setup(project: TestProject): Promise<() => void> {
  // The template's demo accounts are hashed here, in the main process, at the run's test cost.
  process.env.PASSWORD_HASH_COST ??= String(project.config.env?.PASSWORD_HASH_COST ?? "12");
  const cluster = await startPgCluster();
  try {
    const admin = openDatabase({ databaseFile: "", databaseUrl: cluster.url() });
    await admin.raw(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.destroy();
    const template = openDatabase({ databaseFile: "", databaseUrl: cluster.url(TEMPLATE_DATABASE) });
    await prepareDatabase(template, "demo");
    await template.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  console.log(`PostgreSQL cluster on 127.0.0.1:${cluster.port} (${cluster.dir})`);
  project.provide("pgAdminUrl", cluster.url());
  project.provide("pgTemplate", TEMPLATE_DATABASE);
  return () => cluster.stop();
}
