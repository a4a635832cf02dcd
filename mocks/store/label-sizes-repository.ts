// Label sizes of the in-memory store.
import type { LabelSizesRepository } from "../../server/store/label-sizes-repository";
import { db, nextId } from "../db";
import { byId } from "../support/sort";

export const labelSizes: LabelSizesRepository = {
  list: async () => db.labelSizes.all().sort(byId),
  find: async (id) => db.labelSizes.findFirst((q) => q.where({ id })) ?? null,
  async sizeIdTaken(sizeId, exceptId) {
    return (
      db.labelSizes.findFirst((q) => q.where((s) => s.id !== exceptId && s.size_id === sizeId)) !== undefined
    );
  },
  async save(fields, id) {
    if (id === undefined) return db.labelSizes.create({ id: nextId(db.labelSizes), ...fields });
    const row = await db.labelSizes.update((q) => q.where({ id }), {
      data(size) {
        Object.assign(size, fields);
      },
    });
    if (!row) throw new Error("label size vanished during the request");
    return row;
  },
  delete: async (id) => Boolean(db.labelSizes.delete((q) => q.where({ id }))),
};
