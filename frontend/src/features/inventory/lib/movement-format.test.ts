import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { kindLabel, signedQuantity, userLabel } from "./movement-format";

describe("movement format", () => {
  it("signs quantities, names kinds and users", () => {
    expect([signedQuantity(5), signedQuantity(-3), signedQuantity(0)]).toEqual(["+5", "-3", "0"]);
    expect(kindLabel("manual_edit")).toBe("Edición manual");
    expect(kindLabel("adjustment")).toBe("Ajuste");
    expect(userLabel({ userName: null })).toBe("Sistema");
  });

  it("shows a date with its local time", () => {
    const local = new Date(2025, 5, 9, 8, 5);
    expect(formatDateTime(local.toISOString())).toBe("09/06/2025 08:05");
    expect(formatDateTime("nunca")).toBe("");
  });
});
