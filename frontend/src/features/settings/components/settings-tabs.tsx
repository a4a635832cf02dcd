// The five panels of the settings screen, each over the same settings object.
import { Button, Card, Checkbox, FormGroup } from "@blueprintjs/core";
import { Tag as TagIcon } from "@blueprintjs/icons";
import { lazy, Suspense } from "react";
import type { SystemSettings } from "../data/settings-defaults";
import { PERCENT_RANGE, STOCK_ALERT_RANGE } from "../lib/number-setting";
import {
  BACKUP_OPTIONS,
  CURRENCY_OPTIONS,
  DATE_FORMAT_OPTIONS,
  LABEL_SIZE_OPTIONS,
  LABEL_TEMPLATE_OPTIONS,
  PAYMENT_OPTIONS,
  UNIT_OPTIONS,
} from "../lib/settings-options";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { CounterSettings } from "./counter-settings";
import { SearchSynonymsPanel } from "./search-synonyms-panel";
import { RegistersSettings } from "./registers-settings";
import { SalesReceiveSetting } from "./sales-receive-setting";
import { SettingNumber, SettingSelect, SettingSwitch } from "./settings-rows";
import { PurchaseCostSetting } from "./purchase-cost-setting";

// 'Monedas' shares the counter's currency code (rules/currencies.ts) and loads with the mode on only.
const CurrenciesSettings = lazy(() =>
  import("./currencies-settings").then((m) => ({ default: m.CurrenciesSettings })),
);

export interface SettingsPanelProps {
  settings: SystemSettings;
  update: (patch: Partial<SystemSettings>) => void;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="set-section">
      <h2 className="set-section-title">{title}</h2>
      <p className="set-muted set-section-description">{description}</p>
      <div className="set-section-body">{children}</div>
    </Card>
  );
}

/** `backups`: the backups panel, for an Administrador. */
export function SystemPanel({
  settings,
  update,
  backups,
}: SettingsPanelProps & { backups?: React.ReactNode }) {
  return (
    <>
      <Section title="Configuración del sistema" description="Preferencias generales de la aplicación">
        <div className="set-grid">
          <SettingSelect
            label="Moneda"
            value={settings.currency}
            options={CURRENCY_OPTIONS}
            onChange={(currency) => update({ currency })}
          />
          <SettingSelect
            label="Formato de fecha"
            value={settings.dateFormat}
            options={DATE_FORMAT_OPTIONS}
            onChange={(dateFormat) => update({ dateFormat })}
          />
          <SettingSelect
            label="Frecuencia de respaldo"
            value={settings.backupFrequency}
            options={BACKUP_OPTIONS}
            onChange={(backupFrequency) => update({ backupFrequency })}
          />
        </div>
        <SettingSwitch
          label="Guardado automático"
          description="Guarda los cambios de los formularios automáticamente"
          checked={settings.autoSave}
          onChange={(autoSave) => update({ autoSave })}
        />
        <SettingSwitch
          label="Modo mantenimiento"
          description="Solo los administradores pueden usar el sistema"
          checked={settings.maintenanceMode}
          onChange={(maintenanceMode) => update({ maintenanceMode })}
        />
      </Section>
      {backups}
    </>
  );
}

export function InventoryPanel({ settings, update }: SettingsPanelProps) {
  const admin = isAdmin(useCurrentUser().user);
  return (
    <>
      <InventorySection settings={settings} update={update} />
      {/* The shop's words: every search applies them, an Administrador keeps them. */}
      {admin ? <SearchSynonymsPanel /> : null}
    </>
  );
}

function InventorySection({ settings, update }: SettingsPanelProps) {
  return (
    <Section title="Configuración de inventario" description="Alertas de stock y unidades de los productos">
      <div className="set-grid">
        <SettingNumber
          label="Alerta de stock bajo"
          description="Unidades a partir de las cuales se avisa"
          value={settings.lowStockAlert}
          range={STOCK_ALERT_RANGE}
          onChange={(lowStockAlert) => update({ lowStockAlert })}
        />
        <SettingSelect
          label="Unidad predeterminada"
          value={settings.defaultUnit}
          options={UNIT_OPTIONS}
          onChange={(defaultUnit) => update({ defaultUnit })}
        />
        <PurchaseCostSetting />
        <SalesReceiveSetting />
      </div>
      <SettingSwitch
        label="Seguimiento de envíos"
        description="Registrar el estado de los envíos de mercancía"
        checked={settings.shipmentTracking}
        onChange={(shipmentTracking) => update({ shipmentTracking })}
      />
    </Section>
  );
}

export function LabelsPanel({
  settings,
  update,
  onOpenLabels,
}: SettingsPanelProps & { onOpenLabels: () => void }) {
  return (
    <Section
      title="Configuración de etiquetas"
      description="Plantilla y tamaño predeterminados para imprimir etiquetas"
    >
      <div className="set-grid">
        <SettingSelect
          label="Plantilla de etiqueta"
          value={settings.labelTemplate}
          options={LABEL_TEMPLATE_OPTIONS}
          onChange={(labelTemplate) => update({ labelTemplate })}
        />
        <SettingSelect
          label="Tamaño de etiqueta"
          value={settings.labelSize}
          options={LABEL_SIZE_OPTIONS}
          onChange={(labelSize) => update({ labelSize })}
        />
      </div>
      <SettingSwitch
        label="Código QR"
        description="Incluir el código QR en las etiquetas"
        checked={settings.showQr}
        onChange={(showQr) => update({ showQr })}
      />
      <SettingSwitch
        label="Código de barras"
        description="Incluir el código de barras en las etiquetas"
        checked={settings.showBarcode}
        onChange={(showBarcode) => update({ showBarcode })}
      />
      <div className="set-open-labels">
        <Button
          icon={<TagIcon />}
          intent="primary"
          variant="outlined"
          text="Gestionar etiquetas"
          onClick={onOpenLabels}
        />
      </div>
    </Section>
  );
}

export function SalesPanel({ settings, update }: SettingsPanelProps) {
  const counterMode = useShopSettings().data?.counterMode === true;
  return (
    <>
      <CounterSettings />
      <RegistersSettings />
      {counterMode ? (
        <Suspense fallback={null}>
          <CurrenciesSettings />
        </Suspense>
      ) : null}
      {/* With 'Modo mostrador' on, the counter's values above are the ones that apply. */}
      {counterMode ? null : <LocalSalesSection settings={settings} update={update} />}
    </>
  );
}

function LocalSalesSection({ settings, update }: SettingsPanelProps) {
  return (
    <Section title="Configuración de ventas" description="Impuestos, descuentos y formas de pago">
      <div className="set-grid">
        <SettingNumber
          label="IVA predeterminado"
          value={settings.defaultVat}
          range={PERCENT_RANGE}
          suffix="%"
          onChange={(defaultVat) => update({ defaultVat })}
        />
        <SettingNumber
          label="Descuento máximo"
          value={settings.maxDiscount}
          range={PERCENT_RANGE}
          suffix="%"
          onChange={(maxDiscount) => update({ maxDiscount })}
        />
      </div>
      <FormGroup label="Métodos de pago aceptados" className="set-payments">
        {PAYMENT_OPTIONS.map(({ value, label }) => (
          <Checkbox
            key={value}
            label={label}
            checked={settings.payments[value]}
            onChange={(event) =>
              update({ payments: { ...settings.payments, [value]: event.currentTarget.checked } })
            }
          />
        ))}
      </FormGroup>
    </Section>
  );
}

export function SecurityPanel({ settings, update }: SettingsPanelProps) {
  return (
    <Section title="Configuración de seguridad" description="Acceso y registro de la actividad">
      <SettingSwitch
        label="Autenticación de dos factores"
        description="Pedir un segundo código al iniciar sesión"
        checked={settings.twoFactor}
        onChange={(twoFactor) => update({ twoFactor })}
      />
      <SettingSwitch
        label="Registro de actividad"
        description="Guardar las acciones de los usuarios"
        checked={settings.activityLog}
        onChange={(activityLog) => update({ activityLog })}
      />
    </Section>
  );
}
