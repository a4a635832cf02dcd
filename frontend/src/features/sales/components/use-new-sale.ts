// State of a new sale (the dialogs and the counter's side panel): the search, the chosen product, the
// quantity and discount being typed, the cart lines, the customer and the payment method. Rules live
// in ../lib/sale-rules.
import { useCallback, useMemo, useState } from "react";
import { toast } from "@/components/toaster";
import {
  DEFAULT_PAYMENT_METHOD,
  addLine,
  buildSubmission,
  changeLine,
  clampDiscount,
  digitsOnly,
  discountDigits,
  filterSaleProducts,
  removeLine,
} from "../lib/sale-rules";
import { splitMessage } from "../lib/counter-rules";
import type { PaymentMethod, SaleLine, SaleProduct, SaleSubmission } from "../lib/sale-types";

/** With `searched`, the products are already the server's answer to the search the caller holds. */
export interface SearchedProducts {
  search: string;
  setSearch: (text: string) => void;
}

/** The counter's own refusal of a line's discount (its message), or null when allowed. */
export type DiscountCheck = (product: SaleProduct, percent: number) => string | null;

export function useNewSale(
  products: readonly SaleProduct[],
  initialSearch = "",
  searched?: SearchedProducts,
  checkDiscount?: DiscountCheck,
) {
  const [ownSearch, setOwnSearch] = useState(initialSearch);
  const search = searched ? searched.search : ownSearch;
  const setSearch = searched ? searched.setSearch : setOwnSearch;
  const [chosen, setChosen] = useState<SaleProduct | null>(null);
  const [quantity, setQuantityText] = useState("1");
  const [discount, setDiscountText] = useState("0");
  const [lines, setLines] = useState<SaleLine[]>([]);
  // The products in the cart as they were added: a line edited later is checked against their stock.
  const [inCart, setInCart] = useState<ReadonlyMap<number, SaleProduct>>(new Map());
  const [customer, setCustomer] = useState("");
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);

  const searchesServer = searched !== undefined;
  // What the fixed list is filtered by; the server's answer is already filtered.
  const filter = searchesServer ? null : search;
  const visible = useMemo(
    () => (filter === null ? [...products] : filterSaleProducts(products, filter)),
    [products, filter],
  );
  // The chosen product stays chosen while a server search changes the list under it.
  const selected = searched ? chosen : (products.find((product) => product.id === chosen?.id) ?? null);
  // The same function until the products change: the picker's memoised list is handed it.
  const select = useCallback(
    (productId: number | null) => {
      const product = products.find((candidate) => candidate.id === productId) ?? null;
      setChosen(product);
      // An active promotion's discount is the line's discount to start with.
      if (product?.discount) setDiscountText(String(clampDiscount(product.discount)));
    },
    [products],
  );

  const refusesDiscount = (product: SaleProduct, percent: number): boolean => {
    const refusal = checkDiscount?.(product, percent);
    if (!refusal) return false;
    const { title, description } = splitMessage(refusal);
    void toast.error(title, description);
    return true;
  };

  /** Adds a line by the line rules; answers whether it was added (a refusal shows its toast). */
  const addToCart = (product: SaleProduct, units: number, percent: number): boolean => {
    if (refusesDiscount(product, percent)) return false;
    const result = addLine(lines, product, units, percent);
    if (!result.ok) {
      void toast.error(result.error.title, result.error.description);
      return false;
    }
    // On the lines as React renders them: a scan's part added while another's render is still on
    // its way (a transition) counts both.
    setLines((current) => {
      const applied = current === lines ? result : addLine(current, product, units, percent);
      return applied.ok ? applied.lines : current;
    });
    setInCart((current) => new Map(current).set(product.id, product));
    return true;
  };

  /** Sets a line's quantity and discount as typed in the cart; a refusal shows its toast. */
  const change = (productId: number, quantityText: string, discountText: string): boolean => {
    const product = inCart.get(productId) ?? products.find((candidate) => candidate.id === productId);
    if (!product) return false;
    const units = quantityText === "" ? 0 : Number(quantityText);
    const percent = Number(discountText || "0");
    if (refusesDiscount(product, percent)) return false;
    const result = changeLine(lines, product, units, percent);
    if (!result.ok) {
      void toast.error(result.error.title, result.error.description);
      return false;
    }
    setLines(result.lines);
    return true;
  };

  /** Adds the chosen product with the typed quantity and discount. */
  const add = (): boolean => {
    if (!selected) return false;
    if (!addToCart(selected, quantity === "" ? 0 : Number(quantity), Number(discount || "0"))) return false;
    setChosen(null);
    setQuantityText("1");
    setDiscountText("0");
    return true;
  };

  /** Adds one unit of a product picked elsewhere, with its promotion's discount. */
  const addProduct = (product: SaleProduct): boolean =>
    addToCart(product, 1, clampDiscount(product.discount ?? 0));

  /** The submission, or null after showing 'Venta vacía'. */
  const submit = (): SaleSubmission | null => {
    const result = buildSubmission(lines, customer, paymentMethod, new Date());
    if (!result.ok) {
      void toast.error(result.error.title, result.error.description);
      return null;
    }
    return result.submission;
  };

  return {
    search,
    setSearch,
    /** The products are the server's answer to the search (the counter), not a fixed list. */
    searchesServer,
    visible,
    selected,
    select,
    quantity,
    setQuantity: (text: string) => setQuantityText(digitsOnly(text)),
    discount,
    setDiscount: (text: string) => setDiscountText(discountDigits(text)),
    lines,
    change,
    remove: (productId: number) => setLines((current) => removeLine(current, productId)),
    customer,
    setCustomer,
    paymentMethod,
    setPaymentMethod,
    add,
    addProduct,
    submit,
  };
}

export type NewSaleState = ReturnType<typeof useNewSale>;
