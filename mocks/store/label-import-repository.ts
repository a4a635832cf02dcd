// A labels file's templates and sizes written at once in the in-memory store: all or nothing.
import type { LabelImportRepository } from "../../server/store/label-import-repository";
import { db } from "../db";
import { labelSizes } from "./label-sizes-repository";
import { labelTemplates } from "./label-templates-repository";

/** Each entry replaces the row with its identifier or is created; a failure puts everything back. */
export const labelImport: LabelImportRepository = {
  async apply(entries) {
    const undo: (() => Promise<unknown>)[] = [];
    try {
      let created = 0;
      const templates = [];
      for (const fields of entries.templates) {
        const existing = db.labelTemplates.findFirst((q) => q.where({ template_id: fields.template_id }));
        if (existing) {
          const { id, ...previous } = existing;
          undo.push(() => labelTemplates.save(previous, id));
        } else created += 1;
        const row = await labelTemplates.save(fields, existing?.id);
        if (!existing) undo.push(() => labelTemplates.delete(row.id));
        templates.push(row);
      }
      const sizes = [];
      for (const fields of entries.sizes) {
        const existing = db.labelSizes.findFirst((q) => q.where({ size_id: fields.size_id }));
        if (existing) {
          const { id, ...previous } = existing;
          undo.push(() => labelSizes.save(previous, id));
        } else created += 1;
        const row = await labelSizes.save(fields, existing?.id);
        if (!existing) undo.push(() => labelSizes.delete(row.id));
        sizes.push(row);
      }
      return { templates, sizes, created };
    } catch (error) {
      for (const step of undo.reverse()) await step();
      throw error;
    }
  },
};
