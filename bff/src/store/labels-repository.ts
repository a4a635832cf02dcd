// Label templates and label sizes (snake_case, as the label screens receive them).
import type { Knex } from "knex";
import type { LabelTemplate, LabelSize } from "@contract/types";
import { LabelSizeModel } from "../models/label-size-model";
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

const toSize = (m: LabelSizeModel): LabelSize => ({
  id: m.id,
  size_id: m.size_id,
  name: m.name,
  width: m.width,
  height: m.height,
  description: m.description,
  is_predefined: Boolean(m.is_predefined),
});

export async function listTemplates(db: Knex): Promise<LabelTemplate[]> {
  return (await LabelTemplateModel.query(db).orderBy("id")).map(toTemplate);
}

export async function findTemplate(db: Knex, id: number): Promise<LabelTemplate | null> {
  const model = await LabelTemplateModel.query(db).findById(id);
  return model ? toTemplate(model) : null;
}

export async function templateIdTaken(db: Knex, templateId: string, exceptId?: number): Promise<boolean> {
  const query = LabelTemplateModel.query(db).where("template_id", templateId);
  if (exceptId !== undefined) query.whereNot("id", exceptId);
  return (await query.first()) !== undefined;
}

export async function saveTemplate(
  db: Knex,
  fields: Omit<LabelTemplate, "id">,
  id?: number,
): Promise<LabelTemplate> {
  if (id === undefined) {
    const model = await LabelTemplateModel.query(db).insert(fields);
    return (await findTemplate(db, model.id)) as LabelTemplate;
  }
  await LabelTemplateModel.query(db).findById(id).patch(fields);
  return (await findTemplate(db, id)) as LabelTemplate;
}

export async function deleteTemplate(db: Knex, id: number): Promise<boolean> {
  return (await LabelTemplateModel.query(db).deleteById(id)) > 0;
}

export async function listSizes(db: Knex): Promise<LabelSize[]> {
  return (await LabelSizeModel.query(db).orderBy("id")).map(toSize);
}

export async function findSize(db: Knex, id: number): Promise<LabelSize | null> {
  const model = await LabelSizeModel.query(db).findById(id);
  return model ? toSize(model) : null;
}

export async function sizeIdTaken(db: Knex, sizeId: string, exceptId?: number): Promise<boolean> {
  const query = LabelSizeModel.query(db).where("size_id", sizeId);
  if (exceptId !== undefined) query.whereNot("id", exceptId);
  return (await query.first()) !== undefined;
}

export async function saveSize(db: Knex, fields: Omit<LabelSize, "id">, id?: number): Promise<LabelSize> {
  if (id === undefined) {
    const model = await LabelSizeModel.query(db).insert(fields);
    return (await findSize(db, model.id)) as LabelSize;
  }
  await LabelSizeModel.query(db).findById(id).patch(fields);
  return (await findSize(db, id)) as LabelSize;
}

export async function deleteSize(db: Knex, id: number): Promise<boolean> {
  return (await LabelSizeModel.query(db).deleteById(id)) > 0;
}

/**
 * 'Importar': every entry replaces the row with its template_id / size_id or is created, in one
 * transaction, so a failure part-way (a constraint, a lost connection) leaves nothing written.
 */
export async function importLabels(
  db: Knex,
  entries: { templates: Omit<LabelTemplate, "id">[]; sizes: Omit<LabelSize, "id">[] },
): Promise<{ templates: LabelTemplate[]; sizes: LabelSize[]; created: number }> {
  return db.transaction(async (trx) => {
    let created = 0;
    const templates: LabelTemplate[] = [];
    for (const fields of entries.templates) {
      const existing = await LabelTemplateModel.query(trx).where("template_id", fields.template_id).first();
      if (!existing) created += 1;
      templates.push(await saveTemplate(trx, fields, existing?.id));
    }
    const sizes: LabelSize[] = [];
    for (const fields of entries.sizes) {
      const existing = await LabelSizeModel.query(trx).where("size_id", fields.size_id).first();
      if (!existing) created += 1;
      sizes.push(await saveSize(trx, fields, existing?.id));
    }
    return { templates, sizes, created };
  });
}
