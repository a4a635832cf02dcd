import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../data/settings-defaults";
import { PERCENT_RANGE, STOCK_ALERT_RANGE, parseNumberSetting } from "./number-setting";
import {
  BACKUP_OPTIONS,
  DATE_FORMAT_OPTIONS,
  LABEL_SIZE_OPTIONS,
  LABEL_TEMPLATE_OPTIONS,
  SETTINGS_TABS,
  UNIT_OPTIONS,
} from "./settings-options";

describe("system settings defaults", () => {
  it("match the specification", () => {
    expect(DEFAULT_SETTINGS).toEqual({
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
    });
  });

  it("offer the specified choices", () => {
    expect(DATE_FORMAT_OPTIONS.map((o) => o.value)).toEqual(["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"]);
    expect(UNIT_OPTIONS.map((o) => o.label)).toEqual(["Pieza", "Litro", "Kit"]);
    expect(LABEL_TEMPLATE_OPTIONS.map((o) => o.value)).toEqual(["compact", "standard", "detailed"]);
    expect(LABEL_SIZE_OPTIONS.map((o) => o.label)).toEqual([
      'Pequeña (1" x 2")',
      'Mediana (2" x 3")',
      'Grande (4" x 6")',
    ]);
    expect(BACKUP_OPTIONS.map((o) => o.value)).toEqual(["daily", "weekly", "monthly"]);
    expect(SETTINGS_TABS.map((o) => o.label)).toEqual([
      "Sistema",
      "Inventario",
      "Etiquetas",
      "Ventas",
      "Seguridad",
    ]);
  });
});

describe("parseNumberSetting", () => {
  it("keeps whole numbers inside the range", () => {
    expect(parseNumberSetting("12", 16, PERCENT_RANGE)).toBe(12);
    expect(parseNumberSetting("12.6", 16, PERCENT_RANGE)).toBe(13);
    expect(parseNumberSetting("150", 16, PERCENT_RANGE)).toBe(100);
    expect(parseNumberSetting("-3", 5, STOCK_ALERT_RANGE)).toBe(0);
  });
  it("keeps the previous value for empty or non-numeric text", () => {
    expect(parseNumberSetting("", 25, PERCENT_RANGE)).toBe(25);
    expect(parseNumberSetting("abc", 25, PERCENT_RANGE)).toBe(25);
  });
});
