// One counter sale ('Modo mostrador'), whether entered in the dialog or in the side panel: the
// catalogue search (the inventory's: name, SKU, barcode, codes, vehicle words) with real stock and
// promotion discounts, the cart by the line rules, any registered customer, the shop's
// payment methods, the exact totals, and the request that records the sale.
import { useMemo, useRef, useState } from "react";
import { lineDiscountRefusal } from "@rules/sale-discount";
import { CREDIT_LABELS } from "@rules/credit-messages";
import { toast } from "@/components/toaster";
import type { CounterCustomer, Sale, ShopSettings } from "@/lib/api/types";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCounterCustomers, useSaleActions } from "../api/counter-sales";
import { useSaleProducts } from "../api/use-sale-products";
import { cartMoney, splitMessage, toSaleProduct } from "../lib/counter-rules";
import { COUNTER_METHOD_OPTIONS, creditRefusalBeforeSending, onAccount } from "../lib/credit-payment";
import { PRODUCT_SEARCH_MIN_CHARS } from "../lib/sale-rules";
import { paymentInputs, type SplitRow } from "../lib/split-payments";
import type { SaleProduct } from "../lib/sale-types";
import { useNewSale } from "./use-new-sale";

const SEARCH_LIMIT = 20;

export interface CounterSaleOptions {
  initialSearch?: string;
  /** Lists the catalogue's first parts before anything is typed (the dialog does; the panel waits). */
  listWithoutSearch?: boolean;
  /** `byKey`: recorded by F9/F8, the counter goes on to the next customer instead of the details. */
  onRecorded: (sale: Sale, how: { byKey: boolean }) => void;
}

/** What the picker shows and the field holds: the name, and the document to tell namesakes apart. */
export function customerLabel(customer: CounterCustomer): string {
  return customer.documentNumber ? `${customer.name} · ${customer.documentNumber}` : customer.name;
}

export function useCounterSale(
  shop: ShopSettings,
  { initialSearch = "", listWithoutSearch = true, onRecorded }: CounterSaleOptions,
) {
  const [search, setSearch] = useState(initialSearch);
  const term = useDebouncedValue(search.trim(), 250);
  const searching = term.length >= PRODUCT_SEARCH_MIN_CHARS;
  const found = useSaleProducts(
    searching || listWithoutSearch ? { search: searching ? term : undefined, limit: SEARCH_LIMIT } : null,
  );
  const listed = searching || listWithoutSearch;
  const items = found.data?.items;
  // The same list from render to render until the answer changes (the picker's list is memoised).
  const products: SaleProduct[] = useMemo(
    () => (listed ? (items ?? []).map(toSaleProduct) : []),
    [listed, items],
  );
  const admin = isAdmin(useCurrentUser().user);
  // The server's own limit, checked as the discount is typed instead of at 'Completar Venta'.
  const sale = useNewSale(products, initialSearch, { search, setSearch }, (product, percent) =>
    lineDiscountRefusal(percent, {
      isAdmin: admin,
      maxDiscount: shop.maxDiscount,
      productDiscount: product.discount,
    }),
  );
  // Any registered customer, searched as the name or document is typed. Every customer offered is
  // remembered by its label, so the one chosen is linked to the sale by its id.
  const customers = useCounterCustomers(useDebouncedValue(sale.customer, 200)).data ?? [];
  const offered = useRef(new Map<string, CounterCustomer>());
  for (const customer of customers) offered.current.set(customerLabel(customer), customer);
  const { create } = useSaleActions();
  const [busy, setBusy] = useState(false);
  // 'Pago dividido': null pays the whole total by the chosen method (the old single payment).
  const [split, setSplit] = useState<SplitRow[] | null>(null);
  const money = cartMoney(sale.lines, shop.taxRate);
  // An Administrador's reason for a sale on account past the limit ('Crédito'), sent when written.
  const [creditReason, setCreditReason] = useState("");
  const methods = COUNTER_METHOD_OPTIONS.filter((option) => shop.paymentMethods.includes(option.value));
  const payment = shop.paymentMethods.includes(sale.paymentMethod) ? sale.paymentMethod : methods[0]?.value;

  const finish = async (status: "completed" | "pending", { byKey = false } = {}) => {
    if (busy || !sale.submit() || !payment) return;
    const payments = status === "completed" && split ? paymentInputs(split) : null;
    if (status === "completed" && split && !payments) {
      void toast.error("Pago dividido incompleto", "Indique el monto de cada pago");
      return;
    }
    const typed = sale.customer.trim();
    const known = offered.current.get(typed);
    const credit = status === "completed" && onAccount(payment, split);
    const refusal = creditRefusalBeforeSending(credit, known?.id ?? null);
    if (refusal) {
      void toast.error(CREDIT_LABELS.creditSale, refusal);
      return;
    }
    setBusy(true);
    try {
      const recorded = await create({
        status,
        ...(payments ? { payments } : { paymentMethod: payment }),
        ...(known ? { customerId: known.id } : { customerName: typed || null }),
        ...(credit && creditReason.trim() ? { creditReason: creditReason.trim() } : {}),
        lines: sale.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          discount: line.discount,
        })),
      });
      setBusy(false);
      setSplit(null);
      setCreditReason("");
      onRecorded(recorded, { byKey });
    } catch (error) {
      setBusy(false);
      const { title, description } = splitMessage(error instanceof Error ? error.message : String(error));
      void toast.error(title, description);
      // The refusal names the stock as it is now; the list shows it too.
      void found.mutate();
    }
  };

  // The list answers the search as typed now (not an earlier one still on screen): Enter may add.
  const settled = (!searching && !listWithoutSearch) || (term === search.trim() && !found.isLoading);

  return {
    sale,
    settled,
    customers,
    methods,
    payment,
    money,
    split,
    setSplit,
    admin,
    creditReason,
    setCreditReason,
    taxRate: shop.taxRate,
    busy,
    finish,
  };
}

export type CounterSale = ReturnType<typeof useCounterSale>;
