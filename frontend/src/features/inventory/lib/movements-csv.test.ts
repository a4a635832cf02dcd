import { describe, expect, it } from "vitest";
import type { StockMovement } from "@/lib/api/types";
import { dayStart, movementsCsv } from "./movements-csv";

const movement: StockMovement = {
  id: 7,
  productId: 3,
  productName: '=HYPERLINK("http://x")',
  productSku: "FR-001",
  quantity: -2,
  stockAfter: 4,
  kind: "adjustment",
  reason: "@Otro: robo",
  reference: null,
  userId: 1,
  userName: "Administrador",
  createdAt: new Date(2025, 5, 9, 8, 5).toISOString(),
};

describe("movementsCsv", () => {
  it("writes one row per movement with formulas neutralised and numbers kept", () => {
    const lines = movementsCsv([movement])
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Fecha";"SKU";"Producto";"Tipo";"Cantidad";"Stock resultante";"Usuario";"Motivo";"Referencia"',
    );
    expect(lines[1]).toBe(
      '"09/06/2025 08:05";"FR-001";"\'=HYPERLINK(""http://x"")";"Ajuste";"-2";"4";"Administrador";"\'@Otro: robo";""',
    );
  });

  it("turns a picked day into the instants that bound it", () => {
    expect(dayStart("2025-06-09")).toBe(new Date(2025, 5, 9).toISOString());
    expect(dayStart("2025-06-09", true)).toBe(new Date(2025, 5, 10).toISOString());
    expect(dayStart("")).toBeUndefined();
  });
});
