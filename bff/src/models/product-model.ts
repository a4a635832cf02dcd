import { Model } from "objection";

export class ProductModel extends Model {
  static override tableName = "products";
  declare id: number;
  declare name: string;
  declare sku: string;
  declare barcode: string | null;
  declare category_id: number;
  declare subcategory_id: number | null;
  declare brand_id: number;
  declare cost_price: number;
  declare selling_price: number;
  declare stock: number;
  declare stock_threshold: number;
  declare discount: number | null;
  declare year_from: number | null;
  declare year_to: number | null;
  declare image_url: string | null;
  declare notes: string | null;
  declare location: string | null;
  declare margin_percent: number | null;
  declare auto_generated: number | boolean;
  declare created_at: string;
  declare updated_at: string;
  declare version: number;
}
