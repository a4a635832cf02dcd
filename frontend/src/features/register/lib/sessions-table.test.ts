import { describe, expect, it } from "vitest";
import { CLOSED_SESSION, OPEN_SESSION } from "@/lib/testing/sample-register-sessions";
import { sessionsTable } from "./sessions-table";

describe("sessionsTable", () => {
  it("one row per session: pesos as numbers, each method's expected, counted and difference, the note", () => {
    const table = sessionsTable([CLOSED_SESSION, OPEN_SESSION], new Date(2026, 10, 28, 9));
    expect(table.name).toBe("sesiones-de-caja-2026-11-28");
    expect(table.header.slice(0, 10)).toEqual([
      "Sesión",
      "Caja",
      "Vendedor",
      "Apertura",
      "Cierre",
      "Fondo inicial",
      "Ventas",
      "Efectivo esperado",
      "Efectivo contado",
      "Efectivo diferencia",
    ]);
    expect(table.header).toContain("Tarjeta de crédito/débito contado");
    const [closed = [], open = []] = table.rows;
    const at = (row: readonly unknown[], column: string) => row[table.header.indexOf(column)];
    expect(at(closed, "Sesión")).toBe(6);
    expect(at(closed, "Fondo inicial")).toBe(100_000);
    expect(at(closed, "Efectivo esperado")).toBe(124_000);
    expect(at(closed, "Efectivo contado")).toBe(119_000);
    expect(at(closed, "Efectivo diferencia")).toBe(-5_000);
    expect(at(closed, "Salidas")).toBe(50_000);
    expect(at(closed, "Nota")).toBe("Faltan 5.000: vuelto mal dado");
    expect(at(open, "Cierre")).toBe("Abierta");
    expect(at(open, "Efectivo contado")).toBeNull();
  });
});
