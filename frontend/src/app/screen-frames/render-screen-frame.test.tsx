// Each screen's first frame, as the build renders it in Node (no window, like the build): the
// screen's own heading, toolbar and search box, what the user's role offers, and nobody's data.
import { describe, expect, it } from "vitest";
import { SCREENS } from "../screens";
import { FRAMED_SCREENS, FRAME_ROLES, headingOf, renderScreenFrame } from "./render-screen-frame";

describe("a screen's first frame", () => {
  it("renders every screen for every role, under its own heading", async () => {
    expect(FRAMED_SCREENS).toHaveLength(SCREENS.filter((screen) => screen.heading).length);
    for (const role of FRAME_ROLES) {
      for (const screen of FRAMED_SCREENS) {
        const html = await renderScreenFrame(screen, role);
        expect(html, `${screen} (${role})`).toContain(
          `<h1 class="page-header-title">${headingOf(screen).title}</h1>`,
        );
      }
    }
  });

  it("draws the screen's search box and lists still loading", async () => {
    const search = await renderScreenFrame("search", "sales");
    expect(search).toContain('placeholder="Buscar productos, marcas, vehículos o categorías..."');
    expect(search).toContain("Buscando...");
    const dashboard = await renderScreenFrame("dashboard", "admin");
    expect(dashboard).toContain(">Productos con Bajo Stock</h2>");
    expect(dashboard).toContain('data-testid="stat-totalProducts">Cargando...</div>');
  });

  it("offers what the role offers", async () => {
    const admin = await renderScreenFrame("inventory", "admin");
    const seller = await renderScreenFrame("inventory", "sales");
    expect(admin).toContain(">Importar productos</span>");
    expect(seller).toContain(">Nuevo Producto</span>");
    expect(seller).not.toContain("Importar productos");
  });

  it("draws the sales page of the shop's mode, and the heading while the mode is unknown", async () => {
    const unknown = await renderScreenFrame("sales", "admin");
    expect(unknown).toContain(`<p class="page-header-subtitle">${headingOf("sales").subtitle}</p>`);
    expect(unknown).toContain("Cargando...");
    const local = await renderScreenFrame("sales", "sales", false);
    expect(local).toContain('placeholder="Buscar por número, cliente o método de pago..."');
    expect(local).not.toContain("Total a pagar");
    const counter = await renderScreenFrame("sales", "sales", true);
    expect(counter).toContain("Total a pagar");
    expect(counter).toContain('placeholder="Nombre, SKU, código o vehículo..."');
  });

  it("draws a screen laid out otherwise on a phone both ways, and others once", async () => {
    const local = await renderScreenFrame("sales", "admin", false);
    const [phone = "", desktop = ""] = local.split('<div class="screen-frame-desktop">');
    expect(phone).toMatch(/^<div class="screen-frame-phone">/);
    expect(phone).not.toContain("<table");
    expect(desktop).toContain("<table");
    expect(phone).toContain("Taller Mecánico El Pistón C.A.");
    expect(desktop).toContain("Taller Mecánico El Pistón C.A.");
    expect(await renderScreenFrame("search", "admin")).not.toContain("screen-frame-");
  });

  it("draws the profile's loading state, not a blank user's details", async () => {
    const profile = await renderScreenFrame("profile", "admin");
    expect(profile).toContain("Cargando perfil...");
    expect(profile).not.toContain("prof-layout");
  });
});
