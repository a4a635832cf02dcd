// Label templates (snake_case, as the label screens receive them).
import type { LabelTemplate } from "@contract/types";
import type { Knex } from "knex";
import type { LabelTemplatesRepository } from "../../../server/store/label-templates-repository";
import { LabelTemplateModel } from "../models/label-template-model";

const toTemplate = (m: LabelTemplateModel): LabelTemplate => ({
  id: m.id,
  template_id: m.template_id,
  name: m.name,
  columns: m.columns,
  width: m.width,
  height: m.height,
  description: m.description,
  is_active: Boolean(m.is_active),
});

export function createLabelTemplatesRepository(db: Knex): LabelTemplatesRepository {
  async function find(id: number): Promise<LabelTemplate | null> {
    const model = await LabelTemplateModel.query(db).findById(id);
    return model ? toTemplate(model) : null;
  }

  return {
    async list() {
      return (await LabelTemplateModel.query(db).orderBy("id")).map(toTemplate);
    },
    find,
    async templateIdTaken(templateId, exceptId) {
      const query = LabelTemplateModel.query(db).where("template_id", templateId);
      if (exceptId !== undefined) query.whereNot("id", exceptId);
      return (await query.first()) !== undefined;
    },
    async save(fields, id) {
      if (id === undefined) {
        const model = await LabelTemplateModel.query(db).insert(fields);
        return (await find(model.id)) as LabelTemplate;
      }
      await LabelTemplateModel.query(db).findById(id).patch(fields);
      return (await find(id)) as LabelTemplate;
    },
    async delete(id) {
      return (await LabelTemplateModel.query(db).deleteById(id)) > 0;
    },
  };
}
