// Catalogue categories.
import type { Category } from "@contract/types";

export type CategoryFields = Omit<Category, "id">;

export interface CategoriesRepository {
  list(): Promise<Category[]>;
  find(id: number): Promise<Category | null>;
  allExist(ids: number[]): Promise<boolean>;
  /** Same name regardless of ASCII letter case. */
  nameTaken(name: string, exceptId?: number): Promise<boolean>;
  create(fields: CategoryFields): Promise<Category>;
  update(id: number, patch: Partial<CategoryFields>): Promise<Category>;
  /** Brand links go with it. */
  delete(id: number): Promise<void>;
}
