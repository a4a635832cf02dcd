// The inline script paints the theme the app will apply at start-up, for every stored choice and
// system setting, and never throws where storage is refused. It runs here against a stand-in of
// the few browser objects it touches; the journeys run it in Chromium under the CSP
// (tests/e2e/screen-loading.spec.ts).
import { Classes } from "@blueprintjs/core";
import { describe, expect, it } from "vitest";
import { isThemePreference, resolveTheme } from "./theme";
import {
  DARK_CLASS,
  DARK_QUERY,
  DARK_STYLESHEET_ID,
  THEME_BOOT_SCRIPT,
  THEME_STORAGE_KEY,
} from "./theme-boot";

interface Page {
  html: { dataset: Record<string, string>; style: { colorScheme: string } };
  htmlClasses: Set<string>;
  darkLink: { media: string };
}

/** Runs the script as a browser runs an inline one, over a page with `stored` and the system's setting. */
function boot(stored: string | null | Error, systemDark: boolean): Page {
  const page: Page = {
    html: { dataset: {}, style: { colorScheme: "" } },
    htmlClasses: new Set(),
    darkLink: { media: "not all" },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === DARK_QUERY && systemDark });
  const document = {
    documentElement: { ...page.html, classList: { add: (name: string) => page.htmlClasses.add(name) } },
    getElementById: (id: string) => (id === DARK_STYLESHEET_ID ? page.darkLink : null),
  };
  new Function("localStorage", "matchMedia", "document", THEME_BOOT_SCRIPT)(
    localStorage,
    matchMedia,
    document,
  );
  return page;
}

describe("THEME_BOOT_SCRIPT", () => {
  it("uses Blueprint's dark class", () => {
    expect(DARK_CLASS).toBe(Classes.DARK);
  });

  for (const stored of [null, "light", "dark", "system", "purple"]) {
    for (const systemDark of [false, true]) {
      it(`stored ${String(stored)}, system ${systemDark ? "dark" : "light"}: the app's theme`, () => {
        const expected = resolveTheme(isThemePreference(stored) ? stored : "system", systemDark);
        const { html, htmlClasses, darkLink } = boot(stored, systemDark);
        expect(html.dataset.theme).toBe(expected);
        expect(html.style.colorScheme).toBe(expected);
        expect(htmlClasses.has(Classes.DARK)).toBe(expected === "dark");
        expect(darkLink.media).toBe(expected === "dark" ? "all" : "not all");
      });
    }
  }

  it("where storage is refused, follows the system, as the app does", () => {
    const dark = boot(new Error("SecurityError"), true);
    expect(dark.html.dataset.theme).toBe("dark");
    expect(dark.darkLink.media).toBe("all");
    expect(boot(new Error("SecurityError"), false).html.dataset.theme).toBe("light");
  });
});
