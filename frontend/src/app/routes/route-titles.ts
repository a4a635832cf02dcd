// The browser tab's title per route ('Inventario · WolfTracker'), so tabs, history and screen
// readers tell the screens apart. The names are the screen registry's (app/screens.ts).
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { NOT_FOUND_PATH, NOT_FOUND_SCREEN, SCREENS, screenAt } from "../screens";

export const APP_NAME = "WolfTracker";

/** Every screen's first path segment and name (the Vendedor's walk visits each one). */
export const SCREEN_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  SCREENS.filter((screen) => screen.path !== NOT_FOUND_PATH).map((screen) => [screen.path, screen.title]),
);

/** The title for a path: "/" is the dashboard; a path no route serves is the 404 page. */
export function documentTitleFor(pathname: string): string {
  return `${(screenAt(pathname) ?? NOT_FOUND_SCREEN).title} · ${APP_NAME}`;
}

/** Keeps document.title in step with the route. */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
}
