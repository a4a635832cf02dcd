import { Model } from "objection";

export class SaleLineModel extends Model {
  static override tableName = "sale_lines";
  declare id: number;
  declare sale_id: number;
  declare product_id: number | null;
  declare quantity: number;
  declare unit_price: number;
  declare discount: number;
  declare subtotal: number;
}
