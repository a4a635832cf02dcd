// Every screen is its own chunk: the route table loads a screen only when it is visited, and the
// entry point starts loading the first screen's chunk at once (preloadScreen), beside the session
// check rather than after it. A screen whose chunk has arrived renders at once; only one still on
// its way suspends (the shell's spinner), so the first screen is not held back by React's
// throttling of revealed Suspense content (up to 300 ms) nor painted in two passes. A chunk that
// fails to arrive is asked for once more (a dev server re-bundling, a network blip); if that fails
// too, the screen shows the shared error state, whose 'Reintentar' loads it afresh.
import { createElement, lazy, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { ScreenLoadFailed } from "@/components/screen-load-failed";

type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** Each screen's chunk, by the first segment of its path ("notFound" for the 404 page). */
const SCREENS = {
  auth: () => import("@/features/auth/components/login-page").then((m) => ({ default: m.LoginPage })),
  dashboard: () =>
    import("@/features/dashboard/components/dashboard-page").then((m) => ({ default: m.DashboardPage })),
  inventory: () => import("./inventory-route").then((m) => ({ default: m.InventoryRoute })),
  sales: () => import("@/features/sales/components/sales-screen").then((m) => ({ default: m.SalesScreen })),
  customers: () =>
    import("@/features/customers/components/customers-page").then((m) => ({ default: m.CustomersPage })),
  promotions: () =>
    import("@/features/promotions/components/promotions-page").then((m) => ({ default: m.PromotionsPage })),
  vehicles: () =>
    import("@/features/vehicles/components/vehicles-page").then((m) => ({ default: m.VehiclesPage })),
  suppliers: () =>
    import("@/features/suppliers/components/suppliers-screen").then((m) => ({ default: m.SuppliersScreen })),
  purchases: () =>
    import("@/features/purchases/components/purchases-page").then((m) => ({ default: m.PurchasesPage })),
  performance: () =>
    import("@/features/performance/components/performance-screen").then((m) => ({
      default: m.PerformanceScreen,
    })),
  users: () => import("@/features/users/components/users-page").then((m) => ({ default: m.UsersPage })),
  reports: () =>
    import("@/features/reports/components/reports-page").then((m) => ({ default: m.ReportsPage })),
  profile: () =>
    import("@/features/profile/components/profile-page").then((m) => ({ default: m.ProfilePage })),
  settings: () => import("./settings-route").then((m) => ({ default: m.SettingsRoute })),
  search: () => import("@/features/search/components/search-page").then((m) => ({ default: m.SearchPage })),
  labels: () => import("@/features/labels/components/labels-page").then((m) => ({ default: m.LabelsPage })),
  "cash-register": () =>
    import("@/features/register/components/cash-register-page").then((m) => ({ default: m.RegisterPage })),
  accounts: () =>
    import("@/features/accounts/components/accounts-page").then((m) => ({ default: m.AccountsPage })),
  notFound: () => import("./not-found-page").then((m) => ({ default: m.NotFoundPage })),
} satisfies Record<string, ScreenLoader>;

/** The load, tried a second time when the first fails. */
export function retryOnce(load: ScreenLoader): ScreenLoader {
  return () => load().catch(() => load());
}

/** A screen's component and the one load its route and the preload share. */
export function screen(firstLoad: ScreenLoader) {
  const load = retryOnce(firstLoad);
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Not kept: after a failed preload, the lazy component's own load tries again.
        loading = null;
        throw error;
      },
    ));
  // The lazy wrapper lives here, not in a screen's state: React drops the state of a render that
  // suspended before it was first shown. A failed load resolves to the error state; 'Reintentar'
  // (or the next visit) makes a new wrapper, since React.lazy keeps its first outcome for good.
  let failed = false;
  let version = 0;
  const listeners = new Set<() => void>();
  function Failed() {
    // Leaving the error state (another route) means the next visit loads afresh.
    useEffect(
      () => () => {
        if (failed) renew();
      },
      [],
    );
    return createElement(ScreenLoadFailed, { onRetry: retry });
  }
  const wrapper = () =>
    lazy(() =>
      preload().catch(() => {
        failed = true;
        return { default: Failed };
      }),
    );
  let current = wrapper();
  function renew() {
    failed = false;
    current = wrapper();
  }
  function retry() {
    renew();
    version += 1;
    for (const listener of listeners) listener();
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getVersion = () => version;
  function Screen() {
    useSyncExternalStore(subscribe, getVersion, getVersion);
    // Chosen once per visit: switching from the lazy wrapper to the loaded component on a later
    // render would remount the screen and lose what the user typed.
    const [first] = useState(() => loaded);
    return createElement(first ?? current);
  }
  return { Screen, preload };
}

const screens = Object.fromEntries(
  Object.entries(SCREENS).map(([segment, load]) => [segment, screen(load)]),
) as Record<keyof typeof SCREENS, ReturnType<typeof screen>>;

export const LoginPage = screens.auth.Screen;
export const DashboardPage = screens.dashboard.Screen;
export const InventoryRoute = screens.inventory.Screen;
export const SalesPage = screens.sales.Screen;
export const CustomersPage = screens.customers.Screen;
export const PromotionsPage = screens.promotions.Screen;
export const VehiclesPage = screens.vehicles.Screen;
export const SuppliersPage = screens.suppliers.Screen;
export const PurchasesPage = screens.purchases.Screen;
export const PerformancePage = screens.performance.Screen;
export const UsersPage = screens.users.Screen;
export const ReportsPage = screens.reports.Screen;
export const ProfilePage = screens.profile.Screen;
export const SettingsPage = screens.settings.Screen;
export const SearchPage = screens.search.Screen;
export const LabelsPage = screens.labels.Screen;
export const RegisterPage = screens["cash-register"].Screen;
export const AccountsPage = screens.accounts.Screen;
export const NotFoundPage = screens.notFound.Screen;

/** The component of the screen at a path's first segment, once its chunk has loaded: what the
 * build renders as each screen's first frame (app/screen-frames/render-screen-frame.tsx). */
export async function loadScreen(segment: keyof typeof SCREENS): Promise<ComponentType> {
  await screens[segment].preload();
  return screens[segment].Screen;
}

/** Starts fetching the chunk of the screen at `pathname` ("/" is the dashboard); the screen's route
 * then finds the module loaded or on its way. A failed preload is left to the route's own load.
 * Resolves when the chunk has loaded or failed. */
export function preloadScreen(pathname: string): Promise<void> {
  const segment = pathname.split("/")[1] || "dashboard";
  if (!Object.hasOwn(screens, segment)) return Promise.resolve();
  return screens[segment as keyof typeof screens].preload().then(
    () => undefined,
    () => undefined,
  );
}
