// 'Pago dividido' in the counter sale: part cash, part card or transfer. Each row has its method and
// amount; a cash row takes what the customer handed over ('Recibido') and shows the change, a card
// or transfer row an optional reference. 'Resta' is what is still to pay of the total. When the shop
// accepts other currencies, a cash row names its currency ('Moneda'): what was handed over is typed
// in it and shown converted at the day's rate, the change in pesos. The same fields complete a
// pending sale from its details.
import { Button, HTMLSelect, InputGroup, Switch } from "@blueprintjs/core";
import { Add, Cross } from "@blueprintjs/icons";
import { useId, type Dispatch, type SetStateAction } from "react";
import { formatForeignCents, formatRate, SHOP_CURRENCY } from "@rules/currencies";
import { formatPesosCents } from "@rules/sale-terms";
import { ratesOf, useCurrencies } from "@/lib/currencies/use-currencies";
import { pesosToCents } from "@/lib/pesos-input";
import { changeCents, remainingCents, tenderedCents, type SplitRow } from "../lib/split-payments";
import type { PaymentMethod } from "../lib/sale-types";

/** The split as its owner keeps it (null: the whole total by one method) and what it must pay. */
export interface SplitPaymentState {
  split: SplitRow[] | null;
  setSplit: Dispatch<SetStateAction<SplitRow[] | null>>;
  /** The methods the shop accepts, as offered. */
  methods: readonly { value: PaymentMethod; label: string }[];
  /** The single payment's method: the first row starts with it. */
  payment: PaymentMethod | undefined;
  totalCents: number;
}

export function SplitPaymentFields({ state }: { state: SplitPaymentState }) {
  const id = useId();
  const { split, setSplit, methods, payment, totalCents } = state;
  const currencies = useCurrencies().data ?? [];
  const rates = ratesOf(currencies);
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
                  update(index, {
                    method: event.currentTarget.value as PaymentMethod,
                    extra: "",
                    currency: undefined,
                  })
                }
                options={methods.map((option) => ({ value: option.value, label: option.label }))}
              />
              {row.method === "efectivo" && currencies.length > 0 ? (
                <HTMLSelect
                  aria-label={`Moneda del pago ${index + 1}`}
                  value={row.currency ?? SHOP_CURRENCY}
                  onChange={(event) => {
                    const code = event.currentTarget.value;
                    update(index, { currency: code === SHOP_CURRENCY ? undefined : code, extra: "" });
                  }}
                  options={[SHOP_CURRENCY, ...currencies.map((currency) => currency.code)]}
                />
              ) : null}
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
                    ? row.currency
                      ? `Recibido en ${row.currency} del pago ${index + 1}`
                      : `Recibido del pago ${index + 1}`
                    : `Referencia del pago ${index + 1}`
                }
                inputMode={row.method === "efectivo" ? "decimal" : "text"}
                placeholder={
                  row.method === "efectivo"
                    ? row.currency
                      ? `Recibido en ${row.currency}`
                      : "Recibido"
                    : "Referencia (opcional)"
                }
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
              {row.method === "efectivo" && row.currency ? (
                <ForeignNote row={row} rate={rates.get(row.currency) ?? null} />
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
            {formatPesosCents(changeCents(split, rates))}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** What the cash handed over in another currency is worth at the day's rate, or why it cannot be taken. */
function ForeignNote({ row, rate }: { row: SplitRow; rate: string | null }) {
  const code = row.currency!;
  if (!rate)
    return (
      <p className="sales-split-note" role="alert">
        Sin tasa del día para {code}: un Administrador debe fijarla en Configuración → Ventas.
      </p>
    );
  const typed = pesosToCents(row.extra);
  const worth = tenderedCents(row, new Map([[code, rate]]));
  return (
    <p className="sales-split-note">
      Tasa del día: $ {formatRate(rate)} por {code}
      {typed !== null && worth !== null
        ? ` · ${formatForeignCents(typed, code)} = ${formatPesosCents(worth)}`
        : ""}
    </p>
  );
}
