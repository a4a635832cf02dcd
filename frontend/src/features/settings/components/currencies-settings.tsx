// 'Monedas' in the 'Ventas' tab ('Modo mostrador' on): the other currencies the counter accepts in
// cash (USD…) with 'Tasa del día', pesos per unit, who set it and when. An Administrador adds a
// currency, sets or replaces the day's rate and stops accepting one (after a confirmation); a
// Vendedor reads the rates. With none added the counter shows nothing of this.
import { Button, Card, InputGroup } from "@blueprintjs/core";
import { Add, Tick, Trash } from "@blueprintjs/icons";
import { formatRate } from "@rules/currencies";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { toast } from "@/components/toaster";
import type { Currency } from "@/lib/api/types";
import { useCurrencies, useCurrencyActions } from "@/lib/currencies/use-currencies";
import { formatDateTime } from "@/lib/format";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";

async function attempt(work: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await work();
    void toast.success(done);
    return true;
  } catch (error) {
    void toast.error("Error", error instanceof Error ? error.message : String(error));
    return false;
  }
}

export function CurrenciesSettings() {
  return useShopSettings().data?.counterMode === true ? <CurrenciesPanel /> : null;
}

function CurrenciesPanel() {
  const currencies = useCurrencies();
  const admin = isAdmin(useCurrentUser().user);
  const { add } = useCurrencyActions();
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const create = async () => {
    const upper = code.trim().toUpperCase();
    if (await attempt(() => add(upper, name), `Moneda agregada: ${upper}`)) {
      setCode("");
      setName("");
    }
  };
  return (
    <Card className="set-section" role="region" aria-labelledby="currencies-title">
      <h2 id="currencies-title" className="set-section-title">
        Monedas
      </h2>
      <p className="set-muted">
        El peso es la moneda de la tienda. Otras monedas se reciben en efectivo a la tasa del día y el vuelto
        se da en pesos.
      </p>
      <AsyncState
        loading={currencies.isLoading}
        error={currencies.error}
        errorTitle="Error al cargar las monedas"
        onRetry={() => void currencies.mutate()}
      >
        {(currencies.data ?? []).length === 0 ? (
          <p>Solo se reciben pesos.</p>
        ) : (
          <ul className="set-currencies" aria-label="Monedas aceptadas">
            {(currencies.data ?? []).map((currency) => (
              <CurrencyRow key={currency.code} currency={currency} admin={admin} />
            ))}
          </ul>
        )}
        {admin ? (
          <form
            className="set-register-new"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <InputGroup
              aria-label="Código de la moneda"
              placeholder="USD"
              value={code}
              onValueChange={(value) => setCode(value.toUpperCase())}
              maxLength={3}
            />
            <InputGroup
              aria-label="Nombre de la moneda"
              placeholder="Dólar estadounidense"
              value={name}
              onValueChange={setName}
              maxLength={60}
            />
            <Button type="submit" icon={<Add />} disabled={code.trim().length !== 3 || name.trim() === ""}>
              Agregar moneda
            </Button>
          </form>
        ) : null}
      </AsyncState>
    </Card>
  );
}

function CurrencyRow({ currency, admin }: { currency: Currency; admin: boolean }) {
  const { remove, setRate } = useCurrencyActions();
  const [rate, setRateText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const today = currency.todayRate;
  const save = async () => {
    if (await attempt(() => setRate(currency.code, rate), `Tasa del día guardada: ${currency.code}`))
      setRateText("");
  };
  return (
    <li className="set-currency">
      <div>
        <strong>{currency.code}</strong> {currency.name}
        <div className="set-muted">
          {today
            ? `Tasa del día: $ ${formatRate(today.rate)} por ${currency.code} · ${today.setBy?.name ?? "—"}, ${formatDateTime(today.setAt)}`
            : "Sin tasa del día: no se reciben pagos en esta moneda hasta fijarla"}
        </div>
      </div>
      {admin ? (
        <form
          className="set-register-new"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <InputGroup
            aria-label={`Tasa del día de ${currency.code}`}
            inputMode="decimal"
            placeholder={today ? formatRate(today.rate) : "Pesos por unidad"}
            value={rate}
            onValueChange={setRateText}
            maxLength={20}
          />
          <Button type="submit" icon={<Tick />} disabled={rate.trim() === ""}>
            Guardar tasa
          </Button>
          <Button
            variant="minimal"
            icon={<Trash />}
            aria-label={`Dejar de aceptar ${currency.code}`}
            onClick={() => setConfirming(true)}
          />
        </form>
      ) : null}
      <ConfirmDeleteAlert
        isOpen={confirming}
        title={`Dejar de aceptar ${currency.code}`}
        confirmText="Dejar de aceptar"
        onClose={() => setConfirming(false)}
        onConfirm={() => attempt(() => remove(currency.code), `Ya no se acepta ${currency.code}`)}
      >
        ¿Dejar de aceptar pagos en {currency.name} ({currency.code})? Los pagos ya recibidos la conservan.
      </ConfirmDeleteAlert>
    </li>
  );
}
