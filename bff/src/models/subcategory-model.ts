import { Model } from "objection";

export class SubcategoryModel extends Model {
  static override tableName = "subcategories";
  declare id: number;
  declare name: string;
  declare description: string | null;
  declare category_id: number;
}
