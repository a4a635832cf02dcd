// Label templates of the in-memory store.
import type { LabelTemplatesRepository } from "../../server/store/label-templates-repository";
import { db, nextId } from "../db";
import { byId } from "../support/sort";

export const labelTemplates: LabelTemplatesRepository = {
  list: async () => db.labelTemplates.all().sort(byId),
  find: async (id) => db.labelTemplates.findFirst((q) => q.where({ id })) ?? null,
  async templateIdTaken(templateId, exceptId) {
    const found = db.labelTemplates.findFirst((q) =>
      q.where((t) => t.id !== exceptId && t.template_id === templateId),
    );
    return found !== undefined;
  },
  async save(fields, id) {
    if (id === undefined) return db.labelTemplates.create({ id: nextId(db.labelTemplates), ...fields });
    const row = await db.labelTemplates.update((q) => q.where({ id }), {
      data(template) {
        Object.assign(template, fields);
      },
    });
    if (!row) throw new Error("label template vanished during the request");
    return row;
  },
  delete: async (id) => Boolean(db.labelTemplates.delete((q) => q.where({ id }))),
};
