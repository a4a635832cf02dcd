// The counter sale's fields after its cart, the same in the dialog and the side panel: the exact
// totals, 'Cliente (opcional)' (any registered customer, by name or document; a typed name; or
// 'Cliente General'), the shop's payment methods, and the two buttons that record the sale (F9 and F8 press them).
import { Button, FormGroup, InputGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { useId, type KeyboardEvent } from "react";
import { toCents } from "@rules/sale-money";
import { COUNTER_KEYS } from "@/lib/shortcuts/shortcut-list";
import { GENERAL_CUSTOMER } from "../lib/sale-rules";
import type { PaymentMethod } from "../lib/sale-types";
import { CreditPaymentNote } from "./credit-payment-note";
import { SaleTotals } from "./sale-totals";
import { SplitPaymentFields } from "./split-payment-fields";
import { customerLabel, type CounterSale } from "./use-counter-sale";

export function CounterSaleFields({ counter }: { counter: CounterSale }) {
  const { sale, money } = counter;
  const ids = { customer: useId(), customers: useId(), payment: useId() };
  return (
    <>
      <SaleTotals
        amounts={{ ...money, taxRate: counter.taxRate }}
        totalLabel="Total a pagar"
        label="Totales de la venta"
      />
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
      <SplitPaymentFields state={{ ...counter, totalCents: toCents(money.total) }} />
      <CreditPaymentNote counter={counter} />
    </>
  );
}

/** The two buttons, which declare the keys that press them from anywhere in the sale (F8, F9). */
export function CounterSaleButtons({ counter }: { counter: CounterSale }) {
  return (
    <>
      <Button
        intent="warning"
        disabled={counter.busy}
        aria-keyshortcuts={COUNTER_KEYS.pending}
        onClick={() => void counter.finish("pending")}
      >
        Venta Pendiente
      </Button>
      <Button
        intent="primary"
        loading={counter.busy}
        aria-keyshortcuts={COUNTER_KEYS.complete}
        onClick={() => void counter.finish("completed")}
      >
        Completar Venta
      </Button>
    </>
  );
}

/** F9 completes the sale and F8 leaves it pending, from any field of the sale. */
export function counterSaleKeys(counter: CounterSale) {
  return (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    const status =
      event.key === COUNTER_KEYS.complete
        ? "completed"
        : event.key === COUNTER_KEYS.pending
          ? "pending"
          : null;
    if (!status) return;
    event.preventDefault();
    void counter.finish(status, { byKey: true });
  };
}
