// State of the new-sale dialog: the search, the chosen product, the quantity and discount being
// typed, the cart lines, the customer and the payment method. Rules live in ../lib/sale-rules.
import { useState } from "react";
import { toast } from "@/components/toaster";
import {
  DEFAULT_PAYMENT_METHOD,
  addLine,
  buildSubmission,
  clampDiscount,
  digitsOnly,
  filterSaleProducts,
  removeLine,
} from "../lib/sale-rules";
import type { PaymentMethod, SaleLine, SaleProduct, SaleSubmission } from "../lib/sale-types";

export function useNewSale(products: readonly SaleProduct[], initialSearch = "") {
  const [search, setSearch] = useState(initialSearch);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [quantity, setQuantityText] = useState("1");
  const [discount, setDiscountText] = useState("0");
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [customer, setCustomer] = useState("");
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);

  const visible = filterSaleProducts(products, search);
  const selected = products.find((product) => product.id === selectedId) ?? null;

  /** Adds the chosen product; answers whether it was added (a refusal shows its toast). */
  const add = (): boolean => {
    if (!selected) return false;
    const result = addLine(lines, selected, quantity === "" ? 0 : Number(quantity), Number(discount || "0"));
    if (!result.ok) {
      void toast.error(result.error.title, result.error.description);
      return false;
    }
    setLines(result.lines);
    setSelectedId(null);
    setQuantityText("1");
    setDiscountText("0");
    return true;
  };

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
    visible,
    selected,
    select: setSelectedId,
    quantity,
    setQuantity: (text: string) => setQuantityText(digitsOnly(text)),
    discount,
    setDiscount: (text: string) => {
      const digits = digitsOnly(text);
      setDiscountText(digits === "" ? "" : String(clampDiscount(Number(digits))));
    },
    lines,
    remove: (productId: number) => setLines((current) => removeLine(current, productId)),
    customer,
    setCustomer,
    paymentMethod,
    setPaymentMethod,
    add,
    submit,
  };
}

export type NewSaleState = ReturnType<typeof useNewSale>;
