// The product search also reads the names of a part's brand, category and subcategory (issue 45),
// and keeps a vocabulary of its indexed words (with how many products hold each), where the search
// looks up the plurals and the corrections of what was typed (rules/search-plan.ts).
// SQLite: the FTS5 index becomes contentless (contentless_delete, so a row is removed by rowid
// alone) with a fifth column, `names`, which triggers fill from the three tables and rewrite when a
// brand, category or subcategory is renamed. fts5vocab reads the vocabulary off the index itself.
// The list version (20250101000600) moves on those renames and on a product's brand or subcategory.
// PostgreSQL: products.search_names, kept by triggers, joins the stored search_vector; the table
// product_search_words keeps the vocabulary of the vectors, also by trigger.
import type { Knex } from "knex";
import { isPostgres, pgWithoutAccents } from "./support/dialect";

const TOKENIZE = `tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'`;
const BUMP = "UPDATE product_list_version SET version = version + 1";

/** The names a product `p` is filed under, as one text (SQLite). */
function sqliteNames(p: string): string {
  return `coalesce((SELECT name FROM brands WHERE id = ${p}.brand_id), '') || ' ' ||
    coalesce((SELECT name FROM categories WHERE id = ${p}.category_id), '') || ' ' ||
    coalesce((SELECT name FROM subcategories WHERE id = ${p}.subcategory_id), '')`;
}

const FTS_COLUMNS = "rowid, name, sku, barcode, notes, names";
const INDEXED_COLUMNS = [
  "id",
  "name",
  "sku",
  "barcode",
  "notes",
  "brand_id",
  "category_id",
  "subcategory_id",
];
/** Each table whose name is indexed, and the product column pointing at it. */
const NAMED = [
  ["brands", "brand_id"],
  ["categories", "category_id"],
  ["subcategories", "subcategory_id"],
] as const;

async function upSqlite(knex: Knex): Promise<void> {
  for (const trigger of ["insert", "delete", "update"])
    await knex.raw(`DROP TRIGGER IF EXISTS products_fts_${trigger}`);
  await knex.raw("DROP TABLE IF EXISTS products_fts");
  await knex.raw(`CREATE VIRTUAL TABLE products_fts USING fts5(
    name, sku, barcode, notes, names,
    content = '', contentless_delete = 1,
    ${TOKENIZE}
  )`);
  await knex.raw(`INSERT INTO products_fts (${FTS_COLUMNS})
    SELECT p.id, p.name, p.sku, p.barcode, p.notes, ${sqliteNames("p")} FROM products AS p`);
  await knex.raw(`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (${FTS_COLUMNS})
    VALUES (new.id, new.name, new.sku, new.barcode, new.notes, ${sqliteNames("new")});
  END`);
  await knex.raw(`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    DELETE FROM products_fts WHERE rowid = old.id;
  END`);
  const changed = INDEXED_COLUMNS.map((column) => `old.${column} IS NOT new.${column}`).join(" OR ");
  await knex.raw(`CREATE TRIGGER products_fts_update AFTER UPDATE ON products WHEN ${changed} BEGIN
    DELETE FROM products_fts WHERE rowid = old.id;
    INSERT INTO products_fts (${FTS_COLUMNS})
    VALUES (new.id, new.name, new.sku, new.barcode, new.notes, ${sqliteNames("new")});
  END`);
  for (const [table, column] of NAMED) {
    await knex.raw(`CREATE TRIGGER ${table}_fts_rename AFTER UPDATE OF name ON ${table}
      WHEN old.name IS NOT new.name BEGIN
      DELETE FROM products_fts WHERE rowid IN (SELECT id FROM products WHERE ${column} = new.id);
      INSERT INTO products_fts (${FTS_COLUMNS})
        SELECT p.id, p.name, p.sku, p.barcode, p.notes, ${sqliteNames("p")} FROM products AS p
        WHERE p.${column} = new.id;
    END`);
  }
  await knex.raw("CREATE VIRTUAL TABLE products_fts_words USING fts5vocab(products_fts, 'row')");
  // The list version: brands already move it on any change.
  const pageColumns = [...INDEXED_COLUMNS, "year_from", "year_to"];
  const pageChanged = pageColumns.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ");
  await knex.raw("DROP TRIGGER IF EXISTS products_list_version_update");
  await knex.raw(
    `CREATE TRIGGER products_list_version_update AFTER UPDATE ON products WHEN ${pageChanged} BEGIN ${BUMP}; END`,
  );
  for (const table of ["categories", "subcategories"]) {
    await knex.raw(`CREATE TRIGGER ${table}_list_version_rename AFTER UPDATE OF name ON ${table}
      WHEN OLD.name IS NOT NEW.name BEGIN ${BUMP}; END`);
  }
}

async function downSqlite(knex: Knex): Promise<void> {
  for (const table of ["categories", "subcategories"])
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_list_version_rename`);
  const oldColumns = ["id", "name", "sku", "barcode", "notes", "category_id", "year_from", "year_to"];
  const oldChanged = oldColumns.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ");
  await knex.raw("DROP TRIGGER IF EXISTS products_list_version_update");
  await knex.raw(
    `CREATE TRIGGER products_list_version_update AFTER UPDATE ON products WHEN ${oldChanged} BEGIN ${BUMP}; END`,
  );
  await knex.raw("DROP TABLE IF EXISTS products_fts_words");
  for (const [table] of NAMED) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_fts_rename`);
  for (const trigger of ["insert", "delete", "update"])
    await knex.raw(`DROP TRIGGER IF EXISTS products_fts_${trigger}`);
  await knex.raw("DROP TABLE IF EXISTS products_fts");
  // As 20250101000100, 20250101000500 and 20250101000700 left it.
  await knex.raw(`CREATE VIRTUAL TABLE products_fts USING fts5(
    name, sku, barcode, notes, content='products', content_rowid='id', ${TOKENIZE})`);
  await knex.raw("INSERT INTO products_fts (products_fts) VALUES ('rebuild')");
  await knex.raw(`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (rowid, name, sku, barcode, notes) VALUES (new.id, new.name, new.sku, new.barcode, new.notes);
  END`);
  await knex.raw(`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_fts (products_fts, rowid, name, sku, barcode, notes)
    VALUES ('delete', old.id, old.name, old.sku, old.barcode, old.notes);
  END`);
  const changed = ["id", "name", "sku", "barcode", "notes"]
    .map((c) => `old.${c} IS NOT new.${c}`)
    .join(" OR ");
  await knex.raw(`CREATE TRIGGER products_fts_update AFTER UPDATE ON products WHEN ${changed} BEGIN
    INSERT INTO products_fts (products_fts, rowid, name, sku, barcode, notes)
    VALUES ('delete', old.id, old.name, old.sku, old.barcode, old.notes);
    INSERT INTO products_fts (rowid, name, sku, barcode, notes) VALUES (new.id, new.name, new.sku, new.barcode, new.notes);
  END`);
}

const PG_NAMES = `CREATE FUNCTION product_search_names(brand integer, category integer, subcategory integer)
  RETURNS text LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT concat_ws(' ', (SELECT name FROM brands WHERE id = brand),
      (SELECT name FROM categories WHERE id = category), (SELECT name FROM subcategories WHERE id = subcategory));
  END`;

async function upPostgres(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE products ADD COLUMN search_names text NOT NULL DEFAULT ''");
  await knex.raw(PG_NAMES);
  await knex.raw(`CREATE FUNCTION products_set_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_names := product_search_names(NEW.brand_id, NEW.category_id, NEW.subcategory_id);
      RETURN NEW;
    END $$`);
  await knex.raw(`CREATE TRIGGER products_search_names BEFORE INSERT OR UPDATE OF brand_id, category_id, subcategory_id
    ON products FOR EACH ROW EXECUTE FUNCTION products_set_search_names()`);
  for (const [table, column] of NAMED) {
    await knex.raw(`CREATE FUNCTION ${table}_rename_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE products SET search_names = product_search_names(brand_id, category_id, subcategory_id)
        WHERE ${column} = NEW.id;
        RETURN NULL;
      END $$`);
    await knex.raw(`CREATE TRIGGER ${table}_rename_search AFTER UPDATE OF name ON ${table} FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ${table}_rename_search()`);
  }
  await knex.raw(
    "UPDATE products SET search_names = product_search_names(brand_id, category_id, subcategory_id)",
  );
  await knex.raw("ALTER TABLE products DROP COLUMN search_vector"); // its index goes with it
  await knex.raw(String.raw`CREATE FUNCTION products_search_vector(name text, sku text, barcode text, notes text, names text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
    BEGIN ATOMIC
      SELECT to_tsvector('product_search'::regconfig,
        regexp_replace(${pgWithoutAccents("concat_ws(' ', name, sku, barcode, notes, names)")}, '[^[:alnum:]]+', ' ', 'g'));
    END`);
  await knex.raw(`ALTER TABLE products ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (products_search_vector(name, sku, barcode, notes, search_names)) STORED`);
  await knex.raw("CREATE INDEX products_search_index ON products USING gin (search_vector)");
  // The vocabulary: each word of the vectors and how many products hold it.
  await knex.raw(
    `CREATE TABLE product_search_words (word text COLLATE "C" PRIMARY KEY, docs integer NOT NULL)`,
  );
  await knex.raw(`INSERT INTO product_search_words (word, docs)
    SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products')`);
  await knex.raw(`CREATE FUNCTION products_count_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE product_search_words SET docs = docs - 1
        WHERE word IN (SELECT unnest(tsvector_to_array(OLD.search_vector)));
        DELETE FROM product_search_words
        WHERE docs <= 0 AND word IN (SELECT unnest(tsvector_to_array(OLD.search_vector)));
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO product_search_words (word, docs)
          SELECT w, 1 FROM unnest(tsvector_to_array(NEW.search_vector)) AS w ORDER BY w
        ON CONFLICT (word) DO UPDATE SET docs = product_search_words.docs + 1;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER products_count_search_words_update AFTER UPDATE ON products FOR EACH ROW
    WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION products_count_search_words()`);
  await knex.raw(`CREATE TRIGGER products_count_search_words AFTER INSERT OR DELETE ON products FOR EACH ROW
    EXECUTE FUNCTION products_count_search_words()`);
}

async function downPostgres(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER IF EXISTS products_count_search_words ON products");
  await knex.raw("DROP TRIGGER IF EXISTS products_count_search_words_update ON products");
  await knex.raw("DROP FUNCTION IF EXISTS products_count_search_words()");
  await knex.raw("DROP TABLE IF EXISTS product_search_words");
  await knex.raw("ALTER TABLE products DROP COLUMN search_vector");
  await knex.raw("DROP FUNCTION IF EXISTS products_search_vector(text, text, text, text, text)");
  await knex.raw(`ALTER TABLE products ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (products_search_vector(name, sku, barcode, notes)) STORED`);
  await knex.raw("CREATE INDEX products_search_index ON products USING gin (search_vector)");
  for (const [table] of NAMED) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_rename_search ON ${table}`);
    await knex.raw(`DROP FUNCTION IF EXISTS ${table}_rename_search()`);
  }
  await knex.raw("DROP TRIGGER IF EXISTS products_search_names ON products");
  await knex.raw("DROP FUNCTION IF EXISTS products_set_search_names()");
  await knex.raw("DROP FUNCTION IF EXISTS product_search_names(integer, integer, integer)");
  await knex.raw("ALTER TABLE products DROP COLUMN search_names");
}

export async function up(knex: Knex): Promise<void> {
  await (isPostgres(knex) ? upPostgres(knex) : upSqlite(knex));
}

export async function down(knex: Knex): Promise<void> {
  await (isPostgres(knex) ? downPostgres(knex) : downSqlite(knex));
}
