// Label sizes (snake_case, as the label screens receive them).
import type { LabelSize } from "@contract/types";
import type { Knex } from "knex";
import type { LabelSizesRepository } from "../../../server/store/label-sizes-repository";
import { LabelSizeModel } from "../models/label-size-model";

const toSize = (m: LabelSizeModel): LabelSize => ({
  id: m.id,
  size_id: m.size_id,
  name: m.name,
  width: m.width,
  height: m.height,
  description: m.description,
  is_predefined: Boolean(m.is_predefined),
});

export function createLabelSizesRepository(db: Knex): LabelSizesRepository {
  async function find(id: number): Promise<LabelSize | null> {
    const model = await LabelSizeModel.query(db).findById(id);
    return model ? toSize(model) : null;
  }

  return {
    async list() {
      return (await LabelSizeModel.query(db).orderBy("id")).map(toSize);
    },
    find,
    async sizeIdTaken(sizeId, exceptId) {
      const query = LabelSizeModel.query(db).where("size_id", sizeId);
      if (exceptId !== undefined) query.whereNot("id", exceptId);
      return (await query.first()) !== undefined;
    },
    async save(fields, id) {
      if (id === undefined) {
        const model = await LabelSizeModel.query(db).insert(fields);
        return (await find(model.id)) as LabelSize;
      }
      await LabelSizeModel.query(db).findById(id).patch(fields);
      return (await find(id)) as LabelSize;
    },
    async delete(id) {
      return (await LabelSizeModel.query(db).deleteById(id)) > 0;
    },
  };
}
