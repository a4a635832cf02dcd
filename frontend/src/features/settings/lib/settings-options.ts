// The choices of the settings selects, with their Spanish labels.
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import type {
  BackupFrequency,
  Currency,
  DateFormat,
  DefaultUnit,
  LabelSize,
  LabelTemplate,
  PaymentMethod,
} from "../data/settings-defaults";

export interface Option<T extends string> {
  value: T;
  label: string;
}

export const CURRENCY_OPTIONS: readonly Option<Currency>[] = [
  { value: "USD", label: "USD - Dólar estadounidense" },
  { value: "COP", label: "COP - Peso colombiano" },
  { value: "VES", label: "VES - Bolívar venezolano" },
  { value: "EUR", label: "EUR - Euro" },
];

export const DATE_FORMAT_OPTIONS: readonly Option<DateFormat>[] = [
  { value: "DD/MM/YYYY", label: "DD/MM/YYYY" },
  { value: "MM/DD/YYYY", label: "MM/DD/YYYY" },
  { value: "YYYY-MM-DD", label: "YYYY-MM-DD" },
];

export const UNIT_OPTIONS: readonly Option<DefaultUnit>[] = [
  { value: "piece", label: "Pieza" },
  { value: "litre", label: "Litro" },
  { value: "kit", label: "Kit" },
];

export const LABEL_TEMPLATE_OPTIONS: readonly Option<LabelTemplate>[] = [
  { value: "compact", label: "Compacta" },
  { value: "standard", label: "Estándar" },
  { value: "detailed", label: "Detallada" },
];

export const LABEL_SIZE_OPTIONS: readonly Option<LabelSize>[] = [
  { value: "small", label: 'Pequeña (1" x 2")' },
  { value: "medium", label: 'Mediana (2" x 3")' },
  { value: "large", label: 'Grande (4" x 6")' },
];

export const BACKUP_OPTIONS: readonly Option<BackupFrequency>[] = [
  { value: "daily", label: "Diaria" },
  { value: "weekly", label: "Semanal" },
  { value: "monthly", label: "Mensual" },
];

// Rule texts are getters: read when shown, not while the module loads (build/eslint-rule-reads-at-load.js).
export const PAYMENT_OPTIONS: readonly Option<PaymentMethod>[] = [
  {
    value: "cash",
    get label() {
      return PAYMENT_METHOD_LABELS.efectivo;
    },
  },
  { value: "card", label: "Tarjeta" },
  { value: "transfer", label: "Transferencia" },
  {
    value: "credit",
    get label() {
      return PAYMENT_METHOD_LABELS.credito;
    },
  },
];

export type SettingsTab = "system" | "inventory" | "labels" | "sales" | "security";

export const SETTINGS_TABS: readonly Option<SettingsTab>[] = [
  { value: "system", label: "Sistema" },
  { value: "inventory", label: "Inventario" },
  { value: "labels", label: "Etiquetas" },
  { value: "sales", label: "Ventas" },
  { value: "security", label: "Seguridad" },
];
