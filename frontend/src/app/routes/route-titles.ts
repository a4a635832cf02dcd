// The browser tab's title per route ('Inventario · WolfTracker'), so tabs, history and screen
// readers tell the screens apart.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";

export const APP_NAME = "WolfTracker";

/** Every screen's first path segment and name (the Vendedor's walk visits each one). */
export const SCREEN_NAMES: Readonly<Record<string, string>> = {
  auth: "Iniciar sesión",
  dashboard: "Dashboard",
  inventory: "Inventario",
  sales: "Ventas",
  customers: "Clientes",
  promotions: "Promociones",
  vehicles: "Vehículos",
  suppliers: "Proveedores",
  performance: "Rendimiento",
  users: "Usuarios",
  reports: "Reportes",
  profile: "Mi Perfil",
  settings: "Configuración",
  search: "Búsqueda",
  labels: "Etiquetas",
  purchases: "Compras",
  "cash-register": "Caja",
  accounts: "Cuentas",
};

/** The title for a path: "/" is the dashboard; a path no route serves is the 404 page. */
export function documentTitleFor(pathname: string): string {
  const segment = pathname.split("/")[1] || "dashboard";
  const name = Object.hasOwn(SCREEN_NAMES, segment) ? SCREEN_NAMES[segment] : "Página no encontrada";
  return `${name} · ${APP_NAME}`;
}

/** Keeps document.title in step with the route. */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
}
