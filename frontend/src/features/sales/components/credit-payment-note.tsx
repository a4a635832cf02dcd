// 'Crédito' in the counter sale: when some of it goes on the customer's account, what that needs
// (a registered customer with credit) and, for an Administrador, the reason that authorises a sale
// past the limit or to a customer with overdue debt (the server refuses a Vendedor, saying by how much).
import { Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { useId } from "react";
import { onAccount } from "../lib/credit-payment";
import type { CounterSale } from "./use-counter-sale";

export function CreditPaymentNote({ counter }: { counter: CounterSale }) {
  const id = useId();
  if (!onAccount(counter.payment, counter.split)) return null;
  return (
    <>
      <Callout intent="primary" compact>
        Venta a crédito: elija un cliente registrado con crédito habilitado.
      </Callout>
      {counter.admin && (
        <FormGroup label="Motivo para autorizar fuera del cupo" labelFor={id} labelInfo="(si hace falta)">
          <InputGroup
            id={id}
            maxLength={300}
            value={counter.creditReason}
            onValueChange={counter.setCreditReason}
          />
        </FormGroup>
      )}
    </>
  );
}
