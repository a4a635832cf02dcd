// Hardening: sessions remember when they were last used (idle timeout); SKUs, barcodes, usernames and e-mails in their canonical spelling (migrations/support/code-spelling-2025-01.ts)
// with a SKU unique whatever its letter case (SKUs and usernames already taken twice under that key
// are renamed first: migrations/support/rename-duplicates.ts); every product carries a version that moves with each change (an edit started from an
// older one is refused), and, on SQLite, a counter that moves whenever something the inventory
// report adds up or ranks changes: a product
// added or removed, its stock, cost, minimum, name, SKU or category edited, a category renamed or
// removed. The SQLite BFF keeps the last report under it (bff/src/store/reports-repository.ts), so
// a report costs one one-row read until the inventory changes, however many are asked for at once.
// Triggers keep it right whoever writes. SQLite only (PostgreSQL computes every report).
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";
import { canonicalCode, caseFoldedCode } from "./support/code-spelling-2025-01";
import { renameDuplicates, reportRenames } from "./support/rename-duplicates";

/** Rewrites the columns' values into their canonical spelling; a row that would collide keeps its own. */
async function canonicalise(knex: Knex, table: string, columns: string[]): Promise<void> {
  const rows = (await knex(table).select("id", ...columns)) as Array<Record<string, unknown>>;
  for (const row of rows) {
    const patch: Record<string, string> = {};
    for (const column of columns) {
      const value = row[column];
      if (typeof value === "string" && canonicalCode(value) !== value && canonicalCode(value) !== "")
        patch[column] = canonicalCode(value);
    }
    if (Object.keys(patch).length === 0) continue;
    try {
      await knex(table)
        .where("id", row.id as number)
        .update(patch);
    } catch {
      // Its canonical spelling belongs to another row already: left for a person to resolve.
      console.warn(
        `[migración] ${table} id ${String(row.id)}: ${JSON.stringify(patch)} ya pertenece a otra fila; se deja como está`,
      );
    }
  }
}

const byCodeKey = { canonical: canonicalCode, key: caseFoldedCode };

const BUMP = "UPDATE inventory_report_version SET version = version + 1";
const PRODUCT_COLUMNS = ["id", "name", "sku", "stock", "cost_price", "stock_threshold", "category_id"];

export async function up(knex: Knex): Promise<void> {
  // When a session was last used, for the idle timeout (bff/src/security/session-store.ts).
  await knex.schema.alterTable("sessions", (table) => {
    table.bigInteger("last_seen_at").nullable();
  });
  // SKUs and usernames become unique by their normalised key: rows an older version let in twice
  // under that key are renamed (the oldest keeps its value), never merged, and each rename logged.
  const skus = await renameDuplicates(knex, {
    table: "products",
    column: "sku",
    maxLength: 60,
    ...byCodeKey,
  });
  reportRenames("SKU", skus);
  const usernames = await renameDuplicates(knex, {
    table: "users",
    column: "username",
    maxLength: 60,
    ...byCodeKey,
  });
  reportRenames("Usuario", usernames);
  await canonicalise(knex, "products", ["barcode"]);
  await canonicalise(knex, "users", ["email"]);
  await knex.raw("CREATE UNIQUE INDEX products_sku_lower_unique ON products (lower(sku))");
  await knex.schema.alterTable("products", (table) => {
    table.integer("version").notNullable().defaultTo(1);
  });
  if (isPostgres(knex)) return;
  await knex.raw(
    "CREATE TABLE inventory_report_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)",
  );
  await knex.raw("INSERT INTO inventory_report_version (id, version) VALUES (1, 0)");
  const changed = PRODUCT_COLUMNS.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ");
  await knex.raw(`CREATE TRIGGER products_report_version_insert AFTER INSERT ON products BEGIN ${BUMP}; END`);
  await knex.raw(`CREATE TRIGGER products_report_version_delete AFTER DELETE ON products BEGIN ${BUMP}; END`);
  await knex.raw(
    `CREATE TRIGGER products_report_version_update AFTER UPDATE ON products WHEN ${changed} BEGIN ${BUMP}; END`,
  );
  await knex.raw(
    `CREATE TRIGGER categories_report_version_update AFTER UPDATE ON categories WHEN OLD.name IS NOT NEW.name BEGIN ${BUMP}; END`,
  );
  await knex.raw(
    `CREATE TRIGGER categories_report_version_delete AFTER DELETE ON categories BEGIN ${BUMP}; END`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("sessions", (table) => {
    table.dropColumn("last_seen_at");
  });
  await knex.raw("DROP INDEX IF EXISTS products_sku_lower_unique");
  await knex.schema.alterTable("products", (table) => {
    table.dropColumn("version");
  });
  if (isPostgres(knex)) return;
  for (const name of [
    "products_report_version_insert",
    "products_report_version_delete",
    "products_report_version_update",
    "categories_report_version_update",
    "categories_report_version_delete",
  ])
    await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await knex.raw("DROP TABLE IF EXISTS inventory_report_version");
}
