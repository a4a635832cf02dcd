// 'Nueva Venta' with 'Modo mostrador' on: the products come from the inventory's search (name, SKU,
// barcode, vehicle words), with their real stock and promotion discount; the specification's line
// rules hold against that stock; subtotal, IVA and total are computed exactly; the customer is one
// the seller may see, a typed name, or 'Cliente General'; only the shop's payment methods are offered.
import { Button, Classes, FormGroup, InputGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { useEffect, useId, useRef, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { Customer, Sale, ShopSettings } from "@/lib/api/types";
import { usePagedList } from "@/lib/api/use-paged-list";
import { formatCop } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSaleActions, useVisibleCustomers } from "../api/counter-sales";
import { cartMoney, splitMessage, toSaleProduct } from "../lib/counter-rules";
import { PAYMENT_METHOD_OPTIONS, PRODUCT_SEARCH_MIN_CHARS } from "../lib/sale-rules";
import type { PaymentMethod, SaleProduct } from "../lib/sale-types";
import { ProductPicker } from "./product-picker";
import { SaleCart } from "./sale-cart";
import { useNewSale } from "./use-new-sale";

const SEARCH_LIMIT = 20;

export interface CounterSaleDialogProps {
  isOpen: boolean;
  shop: ShopSettings;
  initialSearch?: string;
  /** A part to start the cart with (the inventory's 'Vender'); the line rules still apply. */
  initialProduct?: SaleProduct;
  onClose: () => void;
  onRecorded: (sale: Sale) => void;
}

export function CounterSaleDialog(props: CounterSaleDialogProps) {
  return (
    <AppDialog isOpen={props.isOpen} onClose={props.onClose} title="Nueva Venta" className="sale-dialog">
      {props.isOpen ? <CounterSaleForm {...props} /> : null}
    </AppDialog>
  );
}

export function customerLabel(customer: Customer): string {
  const person = [customer.first_name, customer.last_name].filter(Boolean).join(" ");
  return customer.business_name || person || customer.document_number;
}

function CounterSaleForm({
  shop,
  initialSearch = "",
  initialProduct,
  onClose,
  onRecorded,
}: CounterSaleDialogProps) {
  const [search, setSearch] = useState(initialSearch);
  const term = useDebouncedValue(search.trim(), 250);
  const found = usePagedList("/api/products", {
    params: {
      query: { search: term.length >= PRODUCT_SEARCH_MIN_CHARS ? term : undefined, limit: SEARCH_LIMIT },
    },
  });
  const products: SaleProduct[] = (found.data?.items ?? []).map(toSaleProduct);
  const sale = useNewSale(products, initialSearch, { search, setSearch });
  const customers = useVisibleCustomers().data?.data ?? [];
  const { create } = useSaleActions();
  const [busy, setBusy] = useState(false);
  const ids = { customer: useId(), customers: useId() };
  const methods = PAYMENT_METHOD_OPTIONS.filter((option) => shop.paymentMethods.includes(option.value));
  const payment = shop.paymentMethods.includes(sale.paymentMethod) ? sale.paymentMethod : methods[0]?.value;
  const money = cartMoney(sale.lines, shop.taxRate);
  // Once per opening: a remount under StrictMode must not add the part twice or toast twice.
  const started = useRef(false);
  const { addProduct } = sale;
  useEffect(() => {
    if (!initialProduct || started.current) return;
    started.current = true;
    addProduct(initialProduct);
  }, [initialProduct, addProduct]);

  const finish = async (status: "completed" | "pending") => {
    if (!sale.submit() || !payment) return;
    const typed = sale.customer.trim();
    const known = customers.find((customer) => customerLabel(customer) === typed);
    setBusy(true);
    try {
      const recorded = await create({
        status,
        paymentMethod: payment,
        ...(known ? { customerId: known.id } : { customerName: typed || null }),
        lines: sale.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          discount: line.discount,
        })),
      });
      onRecorded(recorded);
    } catch (error) {
      const { title, description } = splitMessage(error instanceof Error ? error.message : String(error));
      void toast.error(title, description);
      void found.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={`${Classes.DIALOG_BODY} sale-dialog-body`}>
        <ProductPicker sale={sale} placeholder="Nombre, SKU, código o vehículo..." />
        <div className="sale-side">
          <SaleCart sale={sale} />
          <dl className="sales-totals" aria-label="Totales de la venta">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatCop(money.subtotal)}</dd>
            </div>
            <div>
              <dt>IVA ({shop.taxRate}%)</dt>
              <dd>{formatCop(money.tax)}</dd>
            </div>
            <div className="sales-totals-total">
              <dt>Total a pagar</dt>
              <dd>{formatCop(money.total)}</dd>
            </div>
          </dl>
          <FormGroup label="Cliente (opcional)" labelFor={ids.customer}>
            <InputGroup
              id={ids.customer}
              list={ids.customers}
              placeholder="Cliente General"
              value={sale.customer}
              onValueChange={sale.setCustomer}
            />
            <datalist id={ids.customers}>
              {customers.map((customer) => (
                <option key={customer.id} value={customerLabel(customer)} />
              ))}
            </datalist>
          </FormGroup>
          <RadioGroup
            label="Método de pago"
            name="payment-method"
            selectedValue={payment}
            onChange={(event) => sale.setPaymentMethod(event.currentTarget.value as PaymentMethod)}
          >
            {methods.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </RadioGroup>
        </div>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button intent="warning" disabled={busy} onClick={() => void finish("pending")}>
            Venta Pendiente
          </Button>
          <Button intent="primary" loading={busy} onClick={() => void finish("completed")}>
            Completar Venta
          </Button>
        </div>
      </div>
    </>
  );
}
