import { describe, expect, it } from "vitest";
import { documentTitleFor } from "./route-titles";

describe("documentTitleFor", () => {
  it("names each screen before the application", () => {
    expect(documentTitleFor("/inventory")).toBe("Inventario · WolfTracker");
    expect(documentTitleFor("/")).toBe("Dashboard · WolfTracker");
    expect(documentTitleFor("/profile")).toBe("Mi Perfil · WolfTracker");
    expect(documentTitleFor("/auth")).toBe("Iniciar sesión · WolfTracker");
    expect(documentTitleFor("/vehicles/12")).toBe("Vehículos · WolfTracker");
  });

  it("titles a path no route serves as the 404 page", () => {
    expect(documentTitleFor("/no-existe")).toBe("Página no encontrada · WolfTracker");
    expect(documentTitleFor("/constructor")).toBe("Página no encontrada · WolfTracker");
  });
});
