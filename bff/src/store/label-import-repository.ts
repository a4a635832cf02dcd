// 'Importar': every entry replaces the row with its template_id / size_id or is created, in one
// transaction, so a failure part-way (a constraint, a lost connection) leaves nothing written.
import type { LabelSize, LabelTemplate } from "@contract/types";
import type { Knex } from "knex";
import type { LabelImportRepository } from "../../../server/store/label-import-repository";
import { LabelSizeModel } from "../models/label-size-model";
import { LabelTemplateModel } from "../models/label-template-model";
import { createLabelSizesRepository } from "./label-sizes-repository";
import { createLabelTemplatesRepository } from "./label-templates-repository";

export function createLabelImportRepository(db: Knex): LabelImportRepository {
  return {
    apply: (entries) =>
      db.transaction(async (trx) => {
        const [templateRows, sizeRows] = [
          createLabelTemplatesRepository(trx),
          createLabelSizesRepository(trx),
        ];
        let created = 0;
        const templates: LabelTemplate[] = [];
        for (const fields of entries.templates) {
          const existing = await LabelTemplateModel.query(trx)
            .where("template_id", fields.template_id)
            .first();
          if (!existing) created += 1;
          templates.push(await templateRows.save(fields, existing?.id));
        }
        const sizes: LabelSize[] = [];
        for (const fields of entries.sizes) {
          const existing = await LabelSizeModel.query(trx).where("size_id", fields.size_id).first();
          if (!existing) created += 1;
          sizes.push(await sizeRows.save(fields, existing?.id));
        }
        return { templates, sizes, created };
      }),
  };
}
