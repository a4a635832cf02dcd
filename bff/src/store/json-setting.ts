// One JSON value kept in a row of the key/value settings table: read through the caller's rule
// (which supplies defaults for a missing or older value), written whole, read back.
import type { Knex } from "knex";

export interface JsonSetting<T> {
  get(): Promise<T>;
  save(value: T): Promise<T>;
}

export function jsonSetting<T>(db: Knex, key: string, read: (stored: unknown) => T): JsonSetting<T> {
  async function get(): Promise<T> {
    const row = await db("settings").where({ key }).first<{ value: string } | undefined>("value");
    return read(row ? JSON.parse(row.value) : null);
  }
  return {
    get,
    async save(value) {
      await db("settings")
        .insert({ key, value: JSON.stringify(value) })
        .onConflict("key")
        .merge();
      return get();
    },
  };
}
