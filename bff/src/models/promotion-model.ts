import { Model } from "objection";

export class PromotionModel extends Model {
  static override tableName = "promotions";
  declare id: number;
  declare name: string;
  declare description: string | null;
  declare discount_percentage: number;
  declare start_date: string;
  declare end_date: string;
  declare is_active: number | boolean;
  declare created_at: string;
}
