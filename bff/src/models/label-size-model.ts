import { Model } from "objection";

export class LabelSizeModel extends Model {
  static override tableName = "label_sizes";
  declare id: number;
  declare size_id: string;
  declare name: string;
  declare width: number;
  declare height: number;
  declare description: string | null;
  declare is_predefined: number | boolean;
}
