import { Model } from "objection";

export class BrandModel extends Model {
  static override tableName = "brands";
  declare id: number;
  declare name: string;
  declare description: string | null;
  declare logo_url: string | null;
  declare country: string | null;
  declare website: string | null;
}
