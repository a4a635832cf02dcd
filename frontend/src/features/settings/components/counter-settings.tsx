// 'Modo mostrador' in the 'Ventas' tab: the one group of settings kept on the server, shop-wide. An
// Administrador switches it and edits the shop's details the receipt prints and, with the mode on,
// the counter's IVA, maximum discount and payment methods; 'Guardar en el servidor' sends only these.
import { Button, Card, Checkbox, FormGroup, InputGroup } from "@blueprintjs/core";
import { CloudUpload } from "@blueprintjs/icons";
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import { useEffect, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import type { ShopSettings } from "@/lib/api/types";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useSaveShopSettings, useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { PERCENT_RANGE, PESOS_RANGE, QUOTE_DAYS_RANGE } from "../lib/number-setting";
import { SettingNumber, SettingSwitch } from "./settings-rows";

type TextKey = "businessName" | "taxId" | "address" | "phone" | "receiptFooter";
/** The payment methods the counter records (the sales dialog's three, and 'Crédito', off by default). */
const COUNTER_PAYMENTS: ReadonlyArray<ShopSettings["paymentMethods"][number]> = [
  "efectivo",
  "tarjeta",
  "transferencia",
  "credito",
];

const TEXT_FIELDS: ReadonlyArray<{ key: TextKey; label: string }> = [
  { key: "businessName", label: "Nombre del negocio" },
  { key: "taxId", label: "RIF / NIT" },
  { key: "address", label: "Dirección" },
  { key: "phone", label: "Teléfono" },
  { key: "receiptFooter", label: "Pie del recibo" },
];

export function CounterSettings() {
  const stored = useShopSettings();
  return (
    <Card className="set-section" role="region" aria-labelledby="counter-mode-title">
      <h2 id="counter-mode-title" className="set-section-title">
        Modo mostrador
      </h2>
      <AsyncState
        loading={stored.isLoading}
        error={stored.error}
        errorTitle="Error al cargar la configuración del mostrador"
        onRetry={() => void stored.mutate()}
      >
        {stored.data ? <CounterSettingsForm stored={stored.data} /> : null}
      </AsyncState>
    </Card>
  );
}

function CounterSettingsForm({ stored }: { stored: ShopSettings }) {
  const [draft, setDraft] = useState(stored);
  const [saving, setSaving] = useState(false);
  const save = useSaveShopSettings();
  const admin = isAdmin(useCurrentUser().user);
  useEffect(() => setDraft(stored), [stored]);
  const update = (patch: Partial<ShopSettings>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    setSaving(true);
    try {
      await save(draft);
      void toast.success("Configuración guardada");
    } catch (error) {
      void toast.error("Error", error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="set-section-body">
      <SettingSwitch
        label="Modo mostrador"
        description="Registrar las ventas en el servidor y descontar el stock"
        checked={draft.counterMode}
        disabled={!admin}
        onChange={(counterMode) => update({ counterMode })}
      />
      <div className="set-grid">
        {TEXT_FIELDS.map(({ key, label }) => (
          <FormGroup key={key} label={label} labelFor={`shop-${key}`}>
            <InputGroup
              id={`shop-${key}`}
              value={draft[key]}
              disabled={!admin}
              onValueChange={(value) => update({ [key]: value })}
            />
          </FormGroup>
        ))}
      </div>
      {draft.counterMode ? (
        <>
          <div className="set-grid">
            <SettingNumber
              label="IVA predeterminado"
              value={draft.taxRate}
              range={PERCENT_RANGE}
              suffix="%"
              onChange={(taxRate) => update({ taxRate })}
            />
            <SettingNumber
              label="Descuento máximo"
              description="Un vendedor no puede superarlo en una línea"
              value={draft.maxDiscount}
              range={PERCENT_RANGE}
              suffix="%"
              onChange={(maxDiscount) => update({ maxDiscount })}
            />
            <SettingNumber
              label="Diferencia permitida al cerrar caja"
              description="En pesos; una diferencia mayor necesita una nota"
              value={Math.round((draft.closingThresholdCents ?? 0) / 100)}
              range={PESOS_RANGE}
              suffix="$"
              onChange={(pesos) => update({ closingThresholdCents: pesos * 100 })}
            />
            <SettingNumber
              label="Vigencia de las cotizaciones"
              description="Días que se mantienen los precios de una cotización"
              value={draft.quoteValidityDays ?? 15}
              range={QUOTE_DAYS_RANGE}
              suffix="días"
              onChange={(quoteValidityDays) => update({ quoteValidityDays })}
            />
          </div>
          <SettingSwitch
            label="Exigir caja abierta para vender"
            description="Una venta se completa solo con una sesión de caja abierta por quien vende"
            checked={draft.requireOpenSession !== false}
            disabled={!admin}
            onChange={(requireOpenSession) => update({ requireOpenSession })}
          />
          <FormGroup label="Métodos de pago aceptados" className="set-payments">
            {COUNTER_PAYMENTS.map((value) => (
              <Checkbox
                key={value}
                label={PAYMENT_METHOD_LABELS[value]}
                disabled={!admin}
                checked={draft.paymentMethods.includes(value)}
                onChange={(event) =>
                  update({
                    paymentMethods: event.currentTarget.checked
                      ? [...draft.paymentMethods, value]
                      : draft.paymentMethods.filter((method) => method !== value),
                  })
                }
              />
            ))}
          </FormGroup>
        </>
      ) : null}
      {admin ? (
        <Button
          icon={<CloudUpload />}
          intent="primary"
          loading={saving}
          disabled={draft.paymentMethods.length === 0}
          onClick={() => void submit()}
        >
          Guardar en el servidor
        </Button>
      ) : null}
    </div>
  );
}
