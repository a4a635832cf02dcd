import { Model } from "objection";

export class LabelTemplateModel extends Model {
  static override tableName = "label_templates";
  declare id: number;
  declare template_id: string;
  declare name: string;
  declare columns: number;
  declare width: number;
  declare height: number;
  declare description: string | null;
  declare is_active: number | boolean;
}
