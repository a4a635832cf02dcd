// The system settings every visit starts from, used by the screen, its stories and
// tests. Local only (an Administrador's backupFrequency excepted: the settings screen reads and
// saves it as the server's backup schedule).
export type Currency = "USD" | "COP" | "VES" | "EUR";
export type DateFormat = "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD";
export type DefaultUnit = "piece" | "litre" | "kit";
export type LabelTemplate = "compact" | "standard" | "detailed";
export type LabelSize = "small" | "medium" | "large";
export type BackupFrequency = "daily" | "weekly" | "monthly";
export type PaymentMethod = "cash" | "card" | "transfer" | "credit";

export interface SystemSettings {
  currency: Currency;
  dateFormat: DateFormat;
  autoSave: boolean;
  backupFrequency: BackupFrequency;
  maintenanceMode: boolean;
  lowStockAlert: number;
  defaultUnit: DefaultUnit;
  shipmentTracking: boolean;
  labelTemplate: LabelTemplate;
  labelSize: LabelSize;
  showQr: boolean;
  showBarcode: boolean;
  defaultVat: number;
  maxDiscount: number;
  payments: Record<PaymentMethod, boolean>;
  twoFactor: boolean;
  activityLog: boolean;
}

export const DEFAULT_SETTINGS: SystemSettings = {
  currency: "USD",
  dateFormat: "DD/MM/YYYY",
  autoSave: true,
  backupFrequency: "daily",
  maintenanceMode: false,
  lowStockAlert: 5,
  defaultUnit: "piece",
  shipmentTracking: true,
  labelTemplate: "standard",
  labelSize: "medium",
  showQr: true,
  showBarcode: true,
  defaultVat: 16,
  maxDiscount: 25,
  payments: { cash: true, card: true, transfer: true, credit: false },
  twoFactor: false,
  activityLog: true,
};
