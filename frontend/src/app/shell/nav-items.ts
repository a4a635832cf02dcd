// The navigation, in one place for the side bar, the drawer and the bottom bar.
import {
  BankAccount,
  CreditCard,
  Box,
  Chart,
  Cog,
  Dashboard,
  Document,
  ShoppingCart,
  DriveTime,
  Import,
  People,
  Percentage,
  Shop,
  Person,
  TrendingUp,
} from "@blueprintjs/icons";
import type { ComponentType } from "react";

export interface NavItem {
  path: string;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  /** Listed only while the shop is in 'Modo mostrador' (a screen that records on the server). */
  counterModeOnly?: boolean;
}

/** Every signed-in user. */
export const MAIN_NAV: NavItem[] = [
  { path: "/dashboard", label: "Dashboard", Icon: Dashboard },
  { path: "/inventory", label: "Inventario", Icon: Box },
  { path: "/sales", label: "Ventas", Icon: ShoppingCart },
  { path: "/customers", label: "Clientes", Icon: People },
  { path: "/promotions", label: "Promociones", Icon: Percentage },
  { path: "/vehicles", label: "Vehículos", Icon: DriveTime },
];

/** With 'Modo mostrador' on, after 'Ventas' (issue 42: the register's sessions). */
export const COUNTER_NAV: NavItem[] = [
  { path: "/cash-register", label: "Caja", Icon: BankAccount },
  // 'Crédito' (issue 43): the customers' accounts.
  { path: "/accounts", label: "Cuentas", Icon: CreditCard },
];

/** A Vendedor's 'Compras' (its 'Recepciones' only), when an Administrador lets them receive goods. */
export const RECEIVING_NAV: NavItem = { path: "/purchases", label: "Compras", Icon: Import };

/**
 * The main list as the shop's mode has it: 'Caja' only with the counter on, and 'Compras' at the
 * end for a Vendedor allowed to receive goods (an Administrador has it in the admin group).
 */
export function mainNav(counterMode: boolean, receivesGoods = false): NavItem[] {
  if (!counterMode) return MAIN_NAV;
  const sales = MAIN_NAV.findIndex((item) => item.path === "/sales");
  return [
    ...MAIN_NAV.slice(0, sales + 1),
    ...COUNTER_NAV,
    ...MAIN_NAV.slice(sales + 1),
    ...(receivesGoods ? [RECEIVING_NAV] : []),
  ];
}

/** Shown to Administrador only; the routes themselves stay open (the guard ignores the role). */
export const ADMIN_NAV: NavItem[] = [
  { path: "/suppliers", label: "Proveedores", Icon: Shop },
  { path: "/purchases", label: "Compras", Icon: Import, counterModeOnly: true },
  { path: "/performance", label: "Rendimiento", Icon: TrendingUp },
  { path: "/users", label: "Usuarios", Icon: Person },
  { path: "/reports", label: "Reportes", Icon: Chart },
];

/** Phone bottom bar, first page: two items on each side of the chat button. */
export const BOTTOM_MAIN: NavItem[] = [
  { path: "/dashboard", label: "Inicio", Icon: Dashboard },
  { path: "/inventory", label: "Inventario", Icon: Box },
  { path: "/sales", label: "Ventas", Icon: ShoppingCart },
  { path: "/customers", label: "Clientes", Icon: People },
];

/** Phone bottom bar, second page; reports and settings carry no role check here. */
export const BOTTOM_SECONDARY: NavItem[] = [
  { path: "/promotions", label: "Promociones", Icon: Percentage },
  { path: "/vehicles", label: "Vehículos", Icon: DriveTime },
  { path: "/reports", label: "Reportes", Icon: Document },
  { path: "/settings", label: "Configuración", Icon: Cog },
];

export const BOTTOM_PAGES: NavItem[][] = [BOTTOM_MAIN, BOTTOM_SECONDARY];

/** "/" is the dashboard too; "/inventory?product=1" is still Inventario. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  const current = currentPath === "/" ? "/dashboard" : currentPath;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

/** The bottom-bar page holding the current screen, so the active item is visible on arrival. */
export function bottomPageFor(currentPath: string): number {
  const index = BOTTOM_PAGES.findIndex((page) => page.some((item) => isActivePath(item.path, currentPath)));
  return index < 0 ? 0 : index;
}
