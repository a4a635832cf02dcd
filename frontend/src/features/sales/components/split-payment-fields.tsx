// 'Pago dividido' in the counter sale: part cash, part card or transfer. Each row has its method and
// amount; a cash row takes what the customer handed over ('Recibido') and shows the change, a card
// or transfer row an optional reference. 'Resta' is what is still to pay of the total.
import { Button, HTMLSelect, InputGroup, Switch } from "@blueprintjs/core";
import { Add, Cross } from "@blueprintjs/icons";
import { useId } from "react";
import { formatPesosCents } from "@rules/sale-terms";
import { toCents } from "@rules/sale-money";
import { changeCents, remainingCents, type SplitRow } from "../lib/split-payments";
import type { PaymentMethod } from "../lib/sale-types";
import type { CounterSale } from "./use-counter-sale";

export function SplitPaymentFields({ counter }: { counter: CounterSale }) {
  const id = useId();
  const { split, setSplit, methods, payment } = counter;
  const totalCents = toCents(counter.money.total);
  const update = (index: number, patch: Partial<SplitRow>) =>
    setSplit((rows) => (rows ?? []).map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="sales-split">
      <Switch
        label="Pago dividido"
        checked={split !== null}
        onChange={(event) =>
          setSplit(
            event.currentTarget.checked
              ? [{ method: (payment ?? "efectivo") as PaymentMethod, amount: "", extra: "" }]
              : null,
          )
        }
      />
      {split ? (
        <>
          {split.map((row, index) => (
            <div className="sales-split-row" key={index} role="group" aria-label={`Pago ${index + 1}`}>
              <HTMLSelect
                aria-label={`Método del pago ${index + 1}`}
                value={row.method}
                onChange={(event) =>
                  update(index, { method: event.currentTarget.value as PaymentMethod, extra: "" })
                }
                options={methods.map((option) => ({ value: option.value, label: option.label }))}
              />
              <InputGroup
                aria-label={`Monto del pago ${index + 1}`}
                inputMode="decimal"
                placeholder="Monto"
                value={row.amount}
                onValueChange={(amount) => update(index, { amount })}
              />
              <InputGroup
                id={`${id}-extra-${index}`}
                aria-label={
                  row.method === "efectivo"
                    ? `Recibido del pago ${index + 1}`
                    : `Referencia del pago ${index + 1}`
                }
                inputMode={row.method === "efectivo" ? "decimal" : "text"}
                placeholder={row.method === "efectivo" ? "Recibido" : "Referencia (opcional)"}
                value={row.extra}
                onValueChange={(extra) => update(index, { extra })}
              />
              {split.length > 1 ? (
                <Button
                  variant="minimal"
                  icon={<Cross />}
                  aria-label={`Quitar el pago ${index + 1}`}
                  onClick={() => setSplit((rows) => (rows ?? []).filter((_, i) => i !== index))}
                />
              ) : null}
            </div>
          ))}
          {split.length < 4 ? (
            <Button
              variant="minimal"
              icon={<Add />}
              onClick={() =>
                setSplit((rows) => [
                  ...(rows ?? []),
                  { method: methods[0]?.value ?? "efectivo", amount: "", extra: "" },
                ])
              }
            >
              Agregar pago
            </Button>
          ) : null}
          <p className="sales-split-sum" aria-live="polite">
            Resta: {formatPesosCents(remainingCents(split, totalCents))} · Vuelto:{" "}
            {formatPesosCents(changeCents(split))}
          </p>
        </>
      ) : null}
    </div>
  );
}
