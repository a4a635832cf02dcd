import { describe, expect, it } from "vitest";
import { SupplierSeen, taxIdKey } from "./supplier-key";

describe("SupplierSeen", () => {
  it("matches tax ids in any spelling", () => {
    expect(taxIdKey("j-1234.5678-9")).toBe("J123456789");
    const seen = new SupplierSeen();
    seen.add({ name: "A", taxId: "J-12345678-9" });
    expect(seen.has({ name: "B", taxId: "j123456789" })).toBe(true);
    expect(seen.has({ name: "A", taxId: "J-999" })).toBe(false);
  });

  it("without a tax id, matches the name without accents, case or extra spaces", () => {
    const seen = new SupplierSeen();
    seen.add({ name: "Autopartes Bogotá", taxId: "J-1" });
    expect(seen.has({ name: " autopartes  BOGOTA ", taxId: "  " })).toBe(true);
    expect(seen.has({ name: "Autopartes Cali" })).toBe(false);
  });
});
