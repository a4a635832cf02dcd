import { Model } from "objection";

export class SaleModel extends Model {
  static override tableName = "sales";
  declare id: number;
  declare user_id: number | null;
  declare customer_name: string | null;
  declare payment_method: string;
  declare total: number;
  declare created_at: string;
}
