// Which navigation entry is highlighted, and which bottom-bar page opens first.
import { describe, expect, it } from "vitest";
import { bottomPageFor, isActivePath } from "./nav-items";

describe("isActivePath", () => {
  it("treats / as the dashboard", () => {
    expect(isActivePath("/dashboard", "/")).toBe(true);
    expect(isActivePath("/inventory", "/")).toBe(false);
  });

  it("matches the path and its sub-paths, not a longer name", () => {
    expect(isActivePath("/sales", "/sales")).toBe(true);
    expect(isActivePath("/sales", "/sales/42")).toBe(true);
    expect(isActivePath("/sales", "/salesforce")).toBe(false);
  });
});

describe("bottomPageFor", () => {
  it("opens the page that holds the current screen", () => {
    expect(bottomPageFor("/customers")).toBe(0);
    expect(bottomPageFor("/settings")).toBe(1);
    expect(bottomPageFor("/vehicles")).toBe(1);
  });

  it("falls back to the first page for screens not in the bar", () => {
    expect(bottomPageFor("/users")).toBe(0);
  });
});

describe("the 'Caja' and 'Cuentas' entries", () => {
  it("follow 'Ventas' only with 'Modo mostrador' on", async () => {
    const { mainNav, MAIN_NAV } = await import("./nav-items");
    expect(mainNav(false)).toBe(MAIN_NAV);
    expect(mainNav(true).map((item) => item.label)).toEqual([
      "Dashboard",
      "Inventario",
      "Ventas",
      "Caja",
      "Cuentas",
      "Clientes",
      "Promociones",
      "Vehículos",
    ]);
  });
});

describe("a Vendedor's 'Compras' entry", () => {
  it("is listed only with 'Modo mostrador' on and receiving allowed", async () => {
    const { mainNav } = await import("./nav-items");
    expect(mainNav(true, true).at(-1)).toMatchObject({ path: "/purchases", label: "Compras" });
    expect(mainNav(true, false).some((item) => item.path === "/purchases")).toBe(false);
    expect(mainNav(false, true).some((item) => item.path === "/purchases")).toBe(false);
  });
});
