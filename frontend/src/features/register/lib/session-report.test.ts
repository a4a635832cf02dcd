import { describe, expect, it } from "vitest";
import { CLOSED_SESSION, OPEN_SESSION } from "@/lib/testing/sample-register-sessions";
import { sessionReportHtml } from "./session-report";

describe("X and Z reports", () => {
  it("the Z report: counted and difference per method, the note, on an 80 mm roll by default", () => {
    const html = sessionReportHtml(CLOSED_SESSION, "Repuestos El Lobo");
    expect(html).toContain("Informe Z (cierre de caja)");
    expect(html).toContain("size: 80mm auto");
    expect(html).toContain("Faltante $\u00a05.000");
    expect(html).toContain("#1201 – #1202");
    expect(html).toContain("Nota: Faltan 5.000: vuelto mal dado");
  });

  it("the X report on an A4 sheet: expected per method, no counts yet", () => {
    const html = sessionReportHtml(OPEN_SESSION, "Repuestos El Lobo", "a4");
    expect(html).toContain("Informe X (caja abierta)");
    expect(html).toContain("size: A4");
    expect(html).not.toContain("contado");
    expect(html).toContain("Pago a proveedor");
  });
});
