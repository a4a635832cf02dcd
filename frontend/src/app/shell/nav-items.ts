// The navigation, in one place for the side bar, the drawer and the bottom bar, read from the screen
// registry (app/screens.ts) in its order.
import { SCREENS, type NavIcon, type NavSlot, type Screen } from "../screens";

export interface NavItem {
  path: string;
  label: string;
  Icon: NavIcon;
  /** Listed only while the shop is in 'Modo mostrador' (a screen that records on the server). */
  counterModeOnly?: boolean;
}

function item({ path, nav }: Screen): NavItem {
  const entry: NavItem = { path: `/${path}`, label: nav!.label, Icon: nav!.Icon };
  if (nav!.counterModeOnly) entry.counterModeOnly = true;
  return entry;
}

const inSlot = (slot: NavSlot) => SCREENS.filter((screen) => screen.nav?.slot === slot).map(item);

/** Every signed-in user. */
export const MAIN_NAV: NavItem[] = inSlot("main");

/** With 'Modo mostrador' on, after 'Ventas' ('Caja': the register's sessions; 'Cuentas': the
 * customers' accounts). */
export const COUNTER_NAV: NavItem[] = inSlot("counter");

/** A Vendedor's 'Compras' (its 'Recepciones' only), when an Administrador lets them receive goods:
 * the admin group's screen the registry lists for "sales" too. */
export const RECEIVING_NAV: NavItem[] = SCREENS.filter(
  (screen) => screen.nav?.slot === "admin" && screen.roles.includes("sales"),
).map((screen) => ({ path: `/${screen.path}`, label: screen.nav!.label, Icon: screen.nav!.Icon }));

/**
 * The main list as the shop's mode has it: 'Caja' only with the counter on, and 'Compras' at the
 * end for a Vendedor allowed to receive goods (an Administrador has it in the admin group).
 */
export function mainNav(counterMode: boolean, receivesGoods = false): NavItem[] {
  if (!counterMode) return MAIN_NAV;
  const sales = MAIN_NAV.findIndex((entry) => entry.path === "/sales");
  return [
    ...MAIN_NAV.slice(0, sales + 1),
    ...COUNTER_NAV,
    ...MAIN_NAV.slice(sales + 1),
    ...(receivesGoods ? RECEIVING_NAV : []),
  ];
}

/** Shown to Administrador only; the routes themselves stay open (the guard ignores the role). */
export const ADMIN_NAV: NavItem[] = inSlot("admin");

function bottomPage(page: 0 | 1): NavItem[] {
  return SCREENS.filter((screen) => screen.nav?.bottom?.page === page).map(({ path, nav }) => ({
    path: `/${path}`,
    label: nav!.bottom!.label ?? nav!.label,
    Icon: nav!.bottom!.Icon ?? nav!.Icon,
  }));
}

/** Phone bottom bar, first page: two items on each side of the chat button. */
export const BOTTOM_MAIN: NavItem[] = bottomPage(0);

/** Phone bottom bar, second page; reports and settings carry no role check here. */
export const BOTTOM_SECONDARY: NavItem[] = bottomPage(1);

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
