// The inventory page's place in the URL: ?view= (categories, brands, reports; products by default),
// ?product={id} (the open product dialog) and ?category={id} (the list filtered to a category).
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { parseIdParam } from "../lib/product-id";
import type { InventoryView } from "./inventory-tiles";

const VIEWS: readonly InventoryView[] = ["products", "categories", "brands", "reports"];

export function useInventoryParams() {
  const [params, setParams] = useSearchParams();
  const rawView = params.get("view");
  const view: InventoryView = VIEWS.includes(rawView as InventoryView)
    ? (rawView as InventoryView)
    : "products";

  const change = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    view,
    /** undefined: none asked for; null: asked for with an invalid id. */
    productId: parseIdParam(params.get("product")),
    categoryId: parseIdParam(params.get("category")),
    setView: useCallback(
      (next: InventoryView) => change({ view: next === "products" ? null : next }),
      [change],
    ),
    openProduct: useCallback((id: number) => change({ product: String(id) }), [change]),
    closeProduct: useCallback(() => change({ product: null }, true), [change]),
    clearCategory: useCallback(() => change({ category: null, page: null }), [change]),
    /** The product list, searched for one product: where a product created elsewhere is shown. */
    showInList: useCallback(
      (search: string) => change({ view: null, category: null, page: null, q: search }),
      [change],
    ),
  };
}
