// 'Crédito' in the counter sale: when some of it goes on the customer's account, what that needs
// (a registered customer with credit) and, for an Administrador, the reason that authorises a sale
// past the limit or to a customer with overdue debt (the server refuses a Vendedor, saying by how much).
import { Callout } from "@blueprintjs/core";
import { onAccount } from "../lib/credit-payment";
import { CreditReasonField } from "./credit-reason-field";
import type { CounterSale } from "./use-counter-sale";

export function CreditPaymentNote({ counter }: { counter: CounterSale }) {
  if (!onAccount(counter.payment, counter.split)) return null;
  return (
    <>
      <Callout intent="primary" compact>
        Venta a crédito: elija un cliente registrado con crédito habilitado.
      </Callout>
      {counter.admin && <CreditReasonField value={counter.creditReason} onChange={counter.setCreditReason} />}
    </>
  );
}
