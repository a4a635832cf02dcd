// The counter sale's fields after its cart, the same in the dialog and the side panel: the exact
// totals, 'Cliente (opcional)' (a customer the seller may see, a typed name, or 'Cliente General'),
// the shop's payment methods, and the two buttons that record the sale.
import { Button, FormGroup, InputGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { useId } from "react";
import { formatCop } from "@/lib/format";
import { GENERAL_CUSTOMER } from "../lib/sale-rules";
import type { PaymentMethod } from "../lib/sale-types";
import { customerLabel, type CounterSale } from "./use-counter-sale";

export function CounterSaleFields({ counter }: { counter: CounterSale }) {
  const { sale, money } = counter;
  const ids = { customer: useId(), customers: useId(), payment: useId() };
  return (
    <>
      <dl className="sales-totals" aria-label="Totales de la venta">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCop(money.subtotal)}</dd>
        </div>
        <div>
          <dt>IVA ({counter.taxRate}%)</dt>
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
          placeholder={GENERAL_CUSTOMER}
          value={sale.customer}
          onValueChange={sale.setCustomer}
        />
        <datalist id={ids.customers}>
          {counter.customers.map((customer) => (
            <option key={customer.id} value={customerLabel(customer)} />
          ))}
        </datalist>
      </FormGroup>
      <RadioGroup
        label="Método de pago"
        name={ids.payment}
        selectedValue={counter.payment}
        onChange={(event) => sale.setPaymentMethod(event.currentTarget.value as PaymentMethod)}
      >
        {counter.methods.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </>
  );
}

export function CounterSaleButtons({ counter }: { counter: CounterSale }) {
  return (
    <>
      <Button intent="warning" disabled={counter.busy} onClick={() => void counter.finish("pending")}>
        Venta Pendiente
      </Button>
      <Button intent="primary" loading={counter.busy} onClick={() => void counter.finish("completed")}>
        Completar Venta
      </Button>
    </>
  );
}
