// The label import is one transaction: a write that fails part-way leaves nothing behind (the
// operation's checks run before it; this covers what only the database can refuse).
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeScratchDatabase, openScratchDatabase } from "../../db/__tests__/scratch-database";
import { createLabelImportRepository } from "../label-import-repository";
import { createLabelSizesRepository } from "../label-sizes-repository";
import { createLabelTemplatesRepository } from "../label-templates-repository";

let knex: Knex;
beforeAll(async () => {
  knex = await openScratchDatabase("bff-labels-");
});
afterAll(() => closeScratchDatabase(knex));

const template = (template_id: string, name: string) => ({
  template_id,
  name,
  columns: 2,
  width: 300,
  height: 150,
  description: null,
  is_active: true,
});
const size = (size_id: string, name: string) => ({
  size_id,
  name,
  width: 200,
  height: 100,
  description: null,
  is_predefined: false,
});

describe("importLabels (Knex)", () => {
  it("creates new identifiers and replaces known ones", async () => {
    await createLabelImportRepository(knex).apply({ templates: [template("imp-a", "A")], sizes: [] });
    const result = await createLabelImportRepository(knex).apply({
      templates: [template("imp-a", "A renombrada"), template("imp-b", "B")],
      sizes: [size("imp-s", "S")],
    });
    expect(result.created).toBe(2);
    const templates = await createLabelTemplatesRepository(knex).list();
    expect(templates.filter((t) => t.template_id === "imp-a").map((t) => t.name)).toEqual(["A renombrada"]);
    expect(templates.some((t) => t.template_id === "imp-b")).toBe(true);
  });

  it("rolls every write back when one fails at the database", async () => {
    const templatesBefore = await createLabelTemplatesRepository(knex).list();
    const sizesBefore = await createLabelSizesRepository(knex).list();
    // NOT NULL name: only the database refuses this entry, after the others were written.
    const broken = { ...size("imp-broken", "x"), name: null as unknown as string };
    await expect(
      createLabelImportRepository(knex).apply({
        templates: [template("imp-a", "No debe quedar"), template("imp-c", "C")],
        sizes: [size("imp-t", "T"), broken],
      }),
    ).rejects.toThrow();
    expect(await createLabelTemplatesRepository(knex).list()).toEqual(templatesBefore);
    expect(await createLabelSizesRepository(knex).list()).toEqual(sizesBefore);
  });
});
