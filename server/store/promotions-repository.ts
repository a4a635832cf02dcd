// Promotions and the products each discounts.
import type { Promotion, PromotionProduct } from "@contract/types";

export interface PromotionFields {
  name: string;
  description: string | null;
  discountPercentage: number;
  /** Full ISO timestamps, so text order is time order. */
  startDate: string;
  endDate: string;
  isActive: boolean;
  productIds: number[];
}

export interface PromotionsRepository {
  /** Newest start first. */
  list(): Promise<Promotion[]>;
  find(id: number): Promise<Promotion | null>;
  create(fields: PromotionFields): Promise<Promotion>;
  setActive(id: number, active: boolean): Promise<Promotion>;
  /** ORDER BY name NOCASE, id */
  products(id: number): Promise<PromotionProduct[]>;
  hasProduct(id: number, productId: number): Promise<boolean>;
  /** The link only: the operation has checked both rows exist and the link does not. */
  addProduct(id: number, productId: number): Promise<void>;
  /** False when the product was not in the promotion. */
  removeProduct(id: number, productId: number): Promise<boolean>;
}
