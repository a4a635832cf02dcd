import { Model } from "objection";

export class VehicleModel extends Model {
  static override tableName = "vehicles";
  declare id: number;
  declare brand_id: number;
  declare name: string;
  declare year_from: number | null;
  declare year_to: number | null;
  declare engine: string | null;
}
