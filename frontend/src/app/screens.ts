// The one list of the app's screens. The routes (routes/app-routes.tsx), each screen's chunk and its
// preload (routes/lazy-pages.ts), the navigation (shell/nav-items.ts), the browser tab's titles
// (routes/route-titles.ts), the first frames the build draws (screen-frames/) and the download
// budget (build/screen-downloads.test.ts) are all read from here; app/screens.test.ts fails when
// another file lists screens of its own. Adding a screen is one entry here plus its feature folder.
//
// A loader stays a dynamic import: this module is part of the entry, and each screen is a chunk of
// its own named after the file it loads, which starts with the screen's path (the download budget
// finds a screen's chunk by that name).
import {
  BankAccount,
  Box,
  Chart,
  Cog,
  CreditCard,
  Dashboard,
  Document,
  DriveTime,
  Import,
  People,
  Percentage,
  Person,
  Shop,
  ShoppingCart,
  TrendingUp,
} from "@blueprintjs/icons";
import type { ComponentType } from "react";
import type { Role } from "@/lib/api/types";

export type ScreenLoader = () => Promise<{ default: ComponentType }>;
export type NavIcon = ComponentType<{ size?: number }>;

/** A screen's heading as far as it is fixed: its title, and its subtitle where it does not depend on
 * data, on the URL or on who is signed in. */
export interface ScreenHeading {
  readonly title: string;
  readonly subtitle?: string;
}

/**
 * Where the navigation lists a screen: "main" for every signed-in user; "counter" after 'Ventas'
 * while the shop is in 'Modo mostrador'; "admin" in the 'Administración' group. Entries keep the
 * order of SCREENS.
 */
export type NavSlot = "main" | "counter" | "admin";

export interface ScreenNav {
  /** None: on the phone's bottom bar only. */
  slot?: NavSlot;
  label: string;
  Icon: NavIcon;
  /** Listed only while the shop is in 'Modo mostrador' (a screen that records on the server). */
  counterModeOnly?: boolean;
  /** The phone's bottom bar: its page (0 or 1), and the label or icon where they differ there. */
  bottom?: { page: 0 | 1; label?: string; Icon?: NavIcon };
}

export interface Screen {
  /** The first segment of the screen's path; "*" is every path no other screen serves. */
  path: string;
  /** The browser tab's title, before the application's name. */
  title: string;
  /**
   * The feature whose `screen-heading.ts` holds the screen's fixed heading (its `SCREEN_HEADING`,
   * which the screen renders). Named, not imported: this module is part of the entry, and the
   * headings' text belongs in the screens' chunks. Screens with one get a first frame drawn by the
   * build (screen-frames/).
   */
  heading?: string;
  nav?: ScreenNav;
  load: ScreenLoader;
  /**
   * Who the navigation lists it for (the routes stay open to every signed-in user: the guard
   * ignores the role, the server refuses what a role may not do). A "sales" role on an "admin"
   * slot is a Vendedor's entry at the end of the main list, shown when an Administrador lets them
   * receive goods.
   */
  roles: readonly Role[];
  /** Served outside the shell, to a signed-out browser (a signed-in one is sent on). */
  signedOut?: boolean;
}

const EVERYONE: readonly Role[] = ["admin", "sales"];
const ADMIN: readonly Role[] = ["admin"];

/** "/" is this screen too. */
export const HOME_PATH = "dashboard";
/** The screen of every path no other screen serves. */
export const NOT_FOUND_PATH = "*";

export const SCREENS: readonly Screen[] = [
  {
    path: "auth",
    title: "Iniciar sesión",
    load: () => import("@/features/auth/components/auth-page").then((m) => ({ default: m.LoginPage })),
    roles: EVERYONE,
    signedOut: true,
  },
  {
    path: "dashboard",
    title: "Dashboard",
    heading: "dashboard",
    nav: { slot: "main", label: "Dashboard", Icon: Dashboard, bottom: { page: 0, label: "Inicio" } },
    load: () =>
      import("@/features/dashboard/components/dashboard-page").then((m) => ({ default: m.DashboardPage })),
    roles: EVERYONE,
  },
  {
    path: "inventory",
    title: "Inventario",
    heading: "inventory",
    nav: { slot: "main", label: "Inventario", Icon: Box, bottom: { page: 0 } },
    load: () => import("./routes/inventory-route").then((m) => ({ default: m.InventoryRoute })),
    roles: EVERYONE,
  },
  {
    path: "sales",
    title: "Ventas",
    heading: "sales",
    nav: { slot: "main", label: "Ventas", Icon: ShoppingCart, bottom: { page: 0 } },
    load: () => import("@/features/sales/components/sales-screen").then((m) => ({ default: m.SalesScreen })),
    roles: EVERYONE,
  },
  {
    path: "customers",
    title: "Clientes",
    heading: "customers",
    nav: { slot: "main", label: "Clientes", Icon: People, bottom: { page: 0 } },
    load: () =>
      import("@/features/customers/components/customers-page").then((m) => ({ default: m.CustomersPage })),
    roles: EVERYONE,
  },
  {
    path: "promotions",
    title: "Promociones",
    heading: "promotions",
    nav: { slot: "main", label: "Promociones", Icon: Percentage, bottom: { page: 1 } },
    load: () =>
      import("@/features/promotions/components/promotions-page").then((m) => ({ default: m.PromotionsPage })),
    roles: EVERYONE,
  },
  {
    path: "vehicles",
    title: "Vehículos",
    heading: "vehicles",
    nav: { slot: "main", label: "Vehículos", Icon: DriveTime, bottom: { page: 1 } },
    load: () =>
      import("@/features/vehicles/components/vehicles-page").then((m) => ({ default: m.VehiclesPage })),
    roles: EVERYONE,
  },
  {
    path: "suppliers",
    title: "Proveedores",
    heading: "suppliers",
    nav: { slot: "admin", label: "Proveedores", Icon: Shop },
    load: () =>
      import("@/features/suppliers/components/suppliers-screen").then((m) => ({
        default: m.SuppliersScreen,
      })),
    roles: ADMIN,
  },
  {
    path: "purchases",
    title: "Compras",
    heading: "purchases",
    nav: { slot: "admin", label: "Compras", Icon: Import, counterModeOnly: true },
    load: () =>
      import("@/features/purchases/components/purchases-page").then((m) => ({ default: m.PurchasesPage })),
    // A Vendedor's 'Compras' holds its 'Recepciones' only.
    roles: EVERYONE,
  },
  {
    path: "performance",
    title: "Rendimiento",
    heading: "performance",
    nav: { slot: "admin", label: "Rendimiento", Icon: TrendingUp },
    load: () =>
      import("@/features/performance/components/performance-screen").then((m) => ({
        default: m.PerformanceScreen,
      })),
    roles: ADMIN,
  },
  {
    path: "users",
    title: "Usuarios",
    heading: "users",
    nav: { slot: "admin", label: "Usuarios", Icon: Person },
    load: () => import("@/features/users/components/users-page").then((m) => ({ default: m.UsersPage })),
    roles: ADMIN,
  },
  {
    // The bottom bar carries no role check.
    path: "reports",
    title: "Reportes",
    heading: "reports",
    nav: { slot: "admin", label: "Reportes", Icon: Chart, bottom: { page: 1, Icon: Document } },
    load: () =>
      import("@/features/reports/components/reports-page").then((m) => ({ default: m.ReportsPage })),
    roles: ADMIN,
  },
  {
    path: "profile",
    title: "Mi Perfil",
    heading: "profile",
    load: () =>
      import("@/features/profile/components/profile-page").then((m) => ({ default: m.ProfilePage })),
    roles: EVERYONE,
  },
  {
    path: "settings",
    title: "Configuración",
    heading: "settings",
    // Only on the phone's bottom bar: elsewhere the user menu opens it.
    nav: { label: "Configuración", Icon: Cog, bottom: { page: 1 } },
    load: () => import("./routes/settings-route").then((m) => ({ default: m.SettingsRoute })),
    roles: EVERYONE,
  },
  {
    path: "search",
    title: "Búsqueda",
    heading: "search",
    load: () => import("@/features/search/components/search-page").then((m) => ({ default: m.SearchPage })),
    roles: EVERYONE,
  },
  {
    path: "labels",
    title: "Etiquetas",
    heading: "labels",
    load: () => import("@/features/labels/components/labels-page").then((m) => ({ default: m.LabelsPage })),
    roles: EVERYONE,
  },
  {
    // The register's sessions.
    path: "cash-register",
    title: "Caja",
    heading: "register",
    nav: { slot: "counter", label: "Caja", Icon: BankAccount },
    load: () =>
      import("@/features/register/components/cash-register-page").then((m) => ({ default: m.RegisterPage })),
    roles: EVERYONE,
  },
  {
    // 'Crédito': the customers' accounts.
    path: "accounts",
    title: "Cuentas",
    heading: "accounts",
    nav: { slot: "counter", label: "Cuentas", Icon: CreditCard },
    load: () =>
      import("@/features/accounts/components/accounts-page").then((m) => ({ default: m.AccountsPage })),
    roles: EVERYONE,
  },
  {
    path: NOT_FOUND_PATH,
    title: "Página no encontrada",
    load: () => import("./routes/not-found-page").then((m) => ({ default: m.NotFoundPage })),
    roles: EVERYONE,
  },
];

/** The screen at a path's first segment ("/" is the dashboard); undefined for a path none serves. */
export function screenAt(pathname: string): Screen | undefined {
  const segment = pathname.split("/")[1] || HOME_PATH;
  return segment === NOT_FOUND_PATH ? undefined : SCREENS.find((screen) => screen.path === segment);
}

/** The screen every path no other screen serves shows. */
export const NOT_FOUND_SCREEN = SCREENS.find((screen) => screen.path === NOT_FOUND_PATH)!;
