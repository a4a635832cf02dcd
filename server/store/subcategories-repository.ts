// Catalogue subcategories, each under one category.
import type { Subcategory } from "@contract/types";

export interface SubcategoryFields {
  name: string;
  description: string | null;
  categoryId: number;
}

export interface SubcategoriesRepository {
  list(categoryId?: number): Promise<Subcategory[]>;
  find(id: number): Promise<Subcategory | null>;
  countOf(categoryId: number): Promise<number>;
  nameTaken(categoryId: number, name: string): Promise<boolean>;
  create(fields: SubcategoryFields): Promise<Subcategory>;
  /** The operation has checked no product uses it. False when there was none. */
  delete(id: number): Promise<boolean>;
}
