// Theme preference: light, dark or system; default system; persisted locally.
import { Classes } from "@blueprintjs/core";
import { mediaMatches } from "../media-query";
import { DARK_QUERY, DARK_STYLESHEET_ID, THEME_STORAGE_KEY } from "./theme-boot";

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export { THEME_STORAGE_KEY };

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

export function saveThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Without storage the choice lasts until reload.
  }
}

export function systemPrefersDark(): boolean {
  return mediaMatches(DARK_QUERY);
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === "system") return prefersDark ? "dark" : "light";
  return preference;
}

/**
 * Blueprint's dark class on <body> reaches portals (popovers, dialogs, toasts) as well; on <html>
 * it is the one theme-boot.ts set before the app ran, kept in step.
 */
export function applyTheme(theme: ResolvedTheme): void {
  const dark = theme === "dark";
  // The build's separate stylesheet of Blueprint's dark rules is off (media "not all") until the
  // dark theme is chosen; dev and Storybook keep those rules in Blueprint's one stylesheet.
  const darkSheet = document.getElementById(DARK_STYLESHEET_ID);
  if (darkSheet instanceof HTMLLinkElement) darkSheet.media = dark ? "all" : "not all";
  document.body.classList.toggle(Classes.DARK, dark);
  document.documentElement.classList.toggle(Classes.DARK, dark);
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
