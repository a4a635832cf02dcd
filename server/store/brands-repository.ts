// Brands and the categories each is linked to.
import type { Brand } from "@contract/types";

export type BrandFields = Omit<Brand, "id" | "categoryIds">;

export interface BrandsRepository {
  /** With a category: the brands linked to it plus those linked to none. */
  list(categoryId?: number): Promise<Brand[]>;
  find(id: number): Promise<Brand | null>;
  nameTaken(name: string, exceptId?: number): Promise<boolean>;
  create(fields: BrandFields, categoryIds: number[]): Promise<Brand>;
  /** categoryIds undefined leaves the links as they are. */
  update(id: number, fields: Partial<BrandFields>, categoryIds?: number[]): Promise<Brand>;
  delete(id: number): Promise<void>;
}
