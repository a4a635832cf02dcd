// A part found without stock offers its equivalents that have some, so the counter sells one of
// those instead of losing the sale. Shows nothing when the part has stock or no equivalent does.
import { Callout } from "@blueprintjs/core";
import { SwapHorizontal } from "@blueprintjs/icons";
import type { Product } from "@/lib/api/types";
import { useProductEquivalents } from "@/lib/product-codes/use-product-equivalents";
import { EquivalentList } from "./equivalent-list";

export interface EquivalentsOfferProps {
  product: Product;
  onOpen?: (product: Product) => void;
}

export function EquivalentsOffer({ product, onOpen }: EquivalentsOfferProps) {
  const { data } = useProductEquivalents(product.stock > 0 ? null : product.id);
  const inStock = (data ?? []).filter((equivalent) => equivalent.stock > 0);
  if (product.stock > 0 || inStock.length === 0) return null;
  return (
    <Callout
      intent="primary"
      icon={<SwapHorizontal />}
      className="equivalents-offer"
      title={`${product.name} no tiene stock`}
    >
      <p>Equivalentes con stock:</p>
      <EquivalentList products={inStock} onOpen={onOpen} label="Equivalentes con stock" />
    </Callout>
  );
}
