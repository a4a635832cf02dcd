import { Model } from "objection";

export class CategoryModel extends Model {
  static override tableName = "categories";
  declare id: number;
  declare name: string;
  declare description: string | null;
}
