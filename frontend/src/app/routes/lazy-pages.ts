// Every screen is its own chunk: the route table loads a screen only when it is visited, and the
// entry point starts loading the first screen's chunk at once (preloadScreen), beside the session
// check rather than after it.
import { lazy, type ComponentType } from "react";

type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** Each screen's chunk, by the first segment of its path ("notFound" for the 404 page). */
const SCREENS = {
  auth: () => import("@/features/auth/components/login-page").then((m) => ({ default: m.LoginPage })),
  dashboard: () =>
    import("@/features/dashboard/components/dashboard-page").then((m) => ({ default: m.DashboardPage })),
  inventory: () => import("./inventory-route").then((m) => ({ default: m.InventoryRoute })),
  sales: () => import("@/features/sales/components/sales-page").then((m) => ({ default: m.SalesPage })),
  customers: () =>
    import("@/features/customers/components/customers-page").then((m) => ({ default: m.CustomersPage })),
  promotions: () =>
    import("@/features/promotions/components/promotions-page").then((m) => ({ default: m.PromotionsPage })),
  vehicles: () =>
    import("@/features/vehicles/components/vehicles-page").then((m) => ({ default: m.VehiclesPage })),
  suppliers: () =>
    import("@/features/suppliers/components/suppliers-page").then((m) => ({ default: m.SuppliersPage })),
  performance: () =>
    import("@/features/performance/components/performance-page").then((m) => ({
      default: m.PerformancePage,
    })),
  users: () => import("@/features/users/components/users-page").then((m) => ({ default: m.UsersPage })),
  reports: () =>
    import("@/features/reports/components/reports-page").then((m) => ({ default: m.ReportsPage })),
  profile: () =>
    import("@/features/profile/components/profile-page").then((m) => ({ default: m.ProfilePage })),
  settings: () => import("./settings-route").then((m) => ({ default: m.SettingsRoute })),
  search: () => import("@/features/search/components/search-page").then((m) => ({ default: m.SearchPage })),
  labels: () => import("@/features/labels/components/labels-page").then((m) => ({ default: m.LabelsPage })),
  notFound: () => import("./not-found-page").then((m) => ({ default: m.NotFoundPage })),
} satisfies Record<string, ScreenLoader>;

export const LoginPage = lazy(SCREENS.auth);
export const DashboardPage = lazy(SCREENS.dashboard);
export const InventoryRoute = lazy(SCREENS.inventory);
export const SalesPage = lazy(SCREENS.sales);
export const CustomersPage = lazy(SCREENS.customers);
export const PromotionsPage = lazy(SCREENS.promotions);
export const VehiclesPage = lazy(SCREENS.vehicles);
export const SuppliersPage = lazy(SCREENS.suppliers);
export const PerformancePage = lazy(SCREENS.performance);
export const UsersPage = lazy(SCREENS.users);
export const ReportsPage = lazy(SCREENS.reports);
export const ProfilePage = lazy(SCREENS.profile);
export const SettingsPage = lazy(SCREENS.settings);
export const SearchPage = lazy(SCREENS.search);
export const LabelsPage = lazy(SCREENS.labels);
export const NotFoundPage = lazy(SCREENS.notFound);

/** Starts fetching the chunk of the screen at `pathname` ("/" is the dashboard); the screen's own
 * lazy load then finds the module already on its way. A failed preload is left to that load. */
export function preloadScreen(pathname: string): void {
  const segment = pathname.split("/")[1] || "dashboard";
  if (!Object.hasOwn(SCREENS, segment)) return;
  void SCREENS[segment as keyof typeof SCREENS]().catch(() => undefined);
}
