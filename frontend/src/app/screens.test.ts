// The screen registry (app/screens.ts) is the only list of screens: the routes, the navigation, the
// titles and the first frames are read from it, and no other file of the app names a screen's
// module, a route path, a navigation entry or a screen's heading of its own.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_NAV, BOTTOM_PAGES, MAIN_NAV, mainNav } from "./shell/nav-items";
import { documentTitleFor } from "./routes/route-titles";
import { FRAMED_SCREENS, headingOf } from "./screen-frames/render-screen-frame";
import { NOT_FOUND_PATH, SCREENS } from "./screens";

const SOURCE_ROOT = join(import.meta.dirname, "..");
const REGISTRY = join(import.meta.dirname, "screens.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The app's own files other than the registry, with their text. */
const OTHERS = sourceFiles(SOURCE_ROOT)
  .filter((file) => file !== REGISTRY)
  .map((file) => ({ file: relative(SOURCE_ROOT, file), text: readFileSync(file, "utf8") }));

function filesMatching(pattern: RegExp): string[] {
  return OTHERS.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
}

/** The module each screen loads, by file name without its extension ("customers-page"). */
const SCREEN_MODULES = [...readFileSync(REGISTRY, "utf8").matchAll(/import\("([^"]+)"\)/g)].map((match) =>
  basename(match[1]!),
);

describe("the screen registry", () => {
  it("lists each path once, and loads each screen from a file named after its path", () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(SCREEN_MODULES).toHaveLength(SCREENS.length);
    // The download budget (build/screen-downloads.test.ts) finds a screen's chunk by this name.
    for (const [index, screen] of SCREENS.entries()) {
      const prefix = screen.path === NOT_FOUND_PATH ? "not-found" : screen.path;
      expect(SCREEN_MODULES[index]).toMatch(new RegExp(`^${prefix}-(page|screen|route)$`));
    }
  });

  it("is the only file that loads a screen's module", () => {
    const names = SCREEN_MODULES.join("|");
    expect(filesMatching(new RegExp(`(import\\(|from )"[^"]*/(${names})"`))).toEqual([]);
  });

  it("is the only file that declares routes, navigation entries or screen headings", () => {
    expect(filesMatching(/<Route\b[^>]*\bpath="/)).toEqual([]);
    expect(filesMatching(/[{,]\s*path:\s*"\//)).toEqual([]);
    // A heading's text lives in its feature (features/<area>/screen-heading.ts), listed here.
    expect(
      filesMatching(/\bsubtitle:\s*"/).filter((file) => !/^features\/[\w-]+\/screen-heading\.ts$/.test(file)),
    ).toEqual([]);
    // Each heading module is named by its screen's entry, and each name is a module with a title.
    const headingModules = OTHERS.filter(({ file }) => file.endsWith("/screen-heading.ts")).map(
      ({ file }) => file,
    );
    expect(
      SCREENS.flatMap((screen) =>
        screen.heading ? [`features/${screen.heading}/screen-heading.ts`] : [],
      ).sort(),
    ).toEqual(headingModules.sort());
    for (const screen of FRAMED_SCREENS) expect(headingOf(screen).title).not.toBe("");
  });

  it("gives every screen its route title and its navigation entries", () => {
    for (const screen of SCREENS.filter((entry) => entry.path !== NOT_FOUND_PATH))
      expect(documentTitleFor(`/${screen.path}`)).toBe(`${screen.title} · WolfTracker`);
    const listed = [...mainNav(true, true), ...ADMIN_NAV, ...BOTTOM_PAGES.flat()].map((item) => item.path);
    for (const screen of SCREENS.filter((entry) => entry.nav))
      expect(listed, screen.path).toContain(`/${screen.path}`);
  });

  it("lists the admin group for Administrador, and the rest for everyone", () => {
    for (const screen of SCREENS) {
      const forSales = screen.roles.includes("sales");
      expect(screen.roles, screen.path).toContain("admin");
      // The one admin screen a Vendedor may see is the receiving 'Compras', counter mode only.
      if (screen.nav?.slot === "admin" && forSales)
        expect(screen.nav.counterModeOnly, screen.path).toBe(true);
      if (screen.nav?.slot !== "admin") expect(forSales, screen.path).toBe(true);
    }
    expect(mainNav(true, true).at(-1)).toMatchObject({ path: "/purchases", label: "Compras" });
    expect(mainNav(true, false).map((item) => item.path)).not.toContain("/purchases");
  });

  it("keeps the navigation's labels, order and groups", () => {
    expect(MAIN_NAV.map((item) => item.label)).toEqual([
      "Dashboard",
      "Inventario",
      "Ventas",
      "Clientes",
      "Promociones",
      "Vehículos",
    ]);
    expect(ADMIN_NAV.map((item) => [item.label, item.counterModeOnly === true])).toEqual([
      ["Proveedores", false],
      ["Compras", true],
      ["Rendimiento", false],
      ["Usuarios", false],
      ["Reportes", false],
    ]);
    expect(BOTTOM_PAGES.map((page) => page.map((item) => item.label))).toEqual([
      ["Inicio", "Inventario", "Ventas", "Clientes"],
      ["Promociones", "Vehículos", "Reportes", "Configuración"],
    ]);
  });
});
