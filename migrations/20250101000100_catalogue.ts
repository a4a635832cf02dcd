// Catalogue and inventory: categories, subcategories, brands (also vehicle makes), vehicles,
// products with a full-text index (FTS5 on SQLite, tsvector + GIN on PostgreSQL), and the label
// templates and sizes.
import type { Knex } from "knex";
import { isPostgres, pgWithoutAccents } from "./support/dialect";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("categories", (t) => {
    t.increments("id").primary();
    t.string("name", 120).notNullable();
    t.text("description").nullable();
  });
  await knex.raw("CREATE UNIQUE INDEX categories_name_lower_unique ON categories (lower(name))");

  await knex.schema.createTable("subcategories", (t) => {
    t.increments("id").primary();
    t.string("name", 120).notNullable();
    t.text("description").nullable();
    t.integer("category_id").notNullable().references("id").inTable("categories").onDelete("RESTRICT");
    t.index(["category_id"]);
  });
  await knex.raw(
    "CREATE UNIQUE INDEX subcategories_name_lower_unique ON subcategories (category_id, lower(name))",
  );

  await knex.schema.createTable("brands", (t) => {
    t.increments("id").primary();
    t.string("name", 120).notNullable();
    t.text("description").nullable();
    t.string("logo_url", 500).nullable();
    t.string("country", 80).nullable();
    t.string("website", 300).nullable();
  });
  await knex.raw("CREATE UNIQUE INDEX brands_name_lower_unique ON brands (lower(name))");

  await knex.schema.createTable("brand_categories", (t) => {
    t.integer("brand_id").notNullable().references("id").inTable("brands").onDelete("CASCADE");
    t.integer("category_id").notNullable().references("id").inTable("categories").onDelete("CASCADE");
    t.primary(["brand_id", "category_id"]);
    t.index(["category_id"]);
  });

  await knex.schema.createTable("vehicles", (t) => {
    t.increments("id").primary();
    t.integer("brand_id").notNullable().references("id").inTable("brands").onDelete("RESTRICT");
    t.string("name", 120).notNullable();
    t.integer("year_from").nullable();
    t.integer("year_to").nullable();
    t.string("engine", 120).nullable();
    t.index(["brand_id"]);
  });

  await knex.schema.createTable("products", (t) => {
    t.increments("id").primary();
    t.string("name", 200).notNullable();
    t.string("sku", 60).notNullable().unique();
    t.string("barcode", 120).nullable();
    t.integer("category_id").notNullable().references("id").inTable("categories").onDelete("RESTRICT");
    t.integer("subcategory_id").nullable().references("id").inTable("subcategories").onDelete("SET NULL");
    t.integer("brand_id").notNullable().references("id").inTable("brands").onDelete("RESTRICT");
    t.double("cost_price").notNullable();
    t.double("selling_price").notNullable();
    t.integer("stock").notNullable().defaultTo(0);
    t.integer("stock_threshold").notNullable().defaultTo(5);
    t.double("discount").nullable();
    t.integer("year_from").nullable();
    t.integer("year_to").nullable();
    t.string("image_url", 500).nullable();
    t.text("notes").nullable();
    t.string("location", 120).nullable();
    t.double("margin_percent").nullable();
    t.boolean("auto_generated").notNullable().defaultTo(false);
    t.string("created_at", 40).notNullable();
    t.string("updated_at", 40).notNullable();
    t.index(["category_id"]);
    t.index(["subcategory_id"]);
    t.index(["brand_id"]);
    t.index(["name"]);
    t.index(["barcode"]);
  });

  if (isPostgres(knex)) await createPostgresProductSearch(knex);
  else await createSqliteProductSearch(knex);

  await knex.schema.createTable("label_templates", (t) => {
    t.increments("id").primary();
    t.string("template_id", 60).notNullable().unique();
    t.string("name", 120).notNullable();
    t.integer("columns").notNullable();
    t.integer("width").notNullable();
    t.integer("height").notNullable();
    t.text("description").nullable();
    t.boolean("is_active").notNullable().defaultTo(true);
  });

  await knex.schema.createTable("label_sizes", (t) => {
    t.increments("id").primary();
    t.string("size_id", 60).notNullable().unique();
    t.string("name", 120).notNullable();
    t.integer("width").notNullable();
    t.integer("height").notNullable();
    t.text("description").nullable();
    t.boolean("is_predefined").notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("label_sizes");
  await knex.schema.dropTable("label_templates");
  if (isPostgres(knex)) {
    await knex.schema.dropTable("products"); // its search_vector column and index go with it
    await knex.raw("DROP FUNCTION IF EXISTS products_search_vector(text, text, text, text)");
    await knex.raw("DROP TEXT SEARCH CONFIGURATION IF EXISTS product_search");
  } else {
    await knex.raw("DROP TRIGGER IF EXISTS products_fts_update");
    await knex.raw("DROP TRIGGER IF EXISTS products_fts_delete");
    await knex.raw("DROP TRIGGER IF EXISTS products_fts_insert");
    await knex.raw("DROP TABLE IF EXISTS products_fts");
    await knex.schema.dropTable("products");
  }
  await knex.schema.dropTable("vehicles");
  await knex.schema.dropTable("brand_categories");
  await knex.schema.dropTable("brands");
  await knex.schema.dropTable("subcategories");
  await knex.schema.dropTable("categories");
}

// SQLite: an external-content FTS5 index; the text lives once, in products, and triggers keep the
// index in step. unicode61 with remove_diacritics folds case and accents.
async function createSqliteProductSearch(knex: Knex): Promise<void> {
  await knex.raw(`CREATE VIRTUAL TABLE products_fts USING fts5(
    name, sku, barcode, notes,
    content='products', content_rowid='id',
    tokenize = "unicode61 remove_diacritics 2"
  )`);
  await knex.raw(`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (rowid, name, sku, barcode, notes)
    VALUES (new.id, new.name, new.sku, new.barcode, new.notes);
  END`);
  await knex.raw(`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_fts (products_fts, rowid, name, sku, barcode, notes)
    VALUES ('delete', old.id, old.name, old.sku, old.barcode, old.notes);
  END`);
  await knex.raw(`CREATE TRIGGER products_fts_update AFTER UPDATE ON products BEGIN
    INSERT INTO products_fts (products_fts, rowid, name, sku, barcode, notes)
    VALUES ('delete', old.id, old.name, old.sku, old.barcode, old.notes);
    INSERT INTO products_fts (rowid, name, sku, barcode, notes)
    VALUES (new.id, new.name, new.sku, new.barcode, new.notes);
  END`);
}

// PostgreSQL: a GIN index over a stored tsvector of the same four columns. The text search configuration
// is Spanish's parser with every word mapped to `simple` (no stemming, no stop words): a stemmer would
// let "frenos" find "frenado", which SQLite's prefix match does not, and the answers must be the same
// on both engines. Accents go as FTS5's remove_diacritics and rules/product-search.ts fold() remove
// them: decomposed (NFD) with the combining marks dropped. (The unaccent dictionary would also spell
// "ß" as "ss" and "æ" as "ae", which FTS5 does not.) Punctuation becomes a space first, so "ABC-123"
// gives the words "abc" and "123" exactly as FTS5's unicode61 tokenizer does.
async function createPostgresProductSearch(knex: Knex): Promise<void> {
  await knex.raw("CREATE TEXT SEARCH CONFIGURATION product_search (COPY = pg_catalog.spanish)");
  await knex.raw(`ALTER TEXT SEARCH CONFIGURATION product_search
    ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part,
      hword_numpart
    WITH simple`);
  // BEGIN ATOMIC binds the configuration when the function is created, so the index survives a
  // dump and restore whatever the search_path.
  await knex.raw(String.raw`CREATE FUNCTION products_search_vector(name text, sku text, barcode text, notes text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
    BEGIN ATOMIC
      SELECT to_tsvector('product_search'::regconfig,
        regexp_replace(${pgWithoutAccents("concat_ws(' ', name, sku, barcode, notes)")}, '[^[:alnum:]]+', ' ', 'g'));
    END`);
  // Stored, so the recheck of a prefix match reads the vector instead of rebuilding it per row.
  await knex.raw(`ALTER TABLE products ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (products_search_vector(name, sku, barcode, notes)) STORED`);
  await knex.raw("CREATE INDEX products_search_index ON products USING gin (search_vector)");
}
