// Groups of equivalent products.
import type { Product } from "@contract/types";

export interface EquivalentsRepository {
  /** The other products of the product's group, in any order. */
  of(productId: number): Promise<Product[]>;
  /** The two products' groups become one (a product without a group is a group of one). */
  link(productId: number, otherId: number): Promise<void>;
  /** Takes `otherId` out of `productId`'s group; false when it was not in it. */
  unlink(productId: number, otherId: number): Promise<boolean>;
}
