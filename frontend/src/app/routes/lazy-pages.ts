// Every screen is its own chunk: the route table loads a screen only when it is visited.
import { lazy } from "react";

export const LoginPage = lazy(() =>
  import("@/features/auth/components/login-page").then((m) => ({ default: m.LoginPage })),
);
export const DashboardPage = lazy(() =>
  import("@/features/dashboard/components/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
export const InventoryRoute = lazy(() =>
  import("./inventory-route").then((m) => ({ default: m.InventoryRoute })),
);
export const SalesPage = lazy(() =>
  import("@/features/sales/components/sales-page").then((m) => ({ default: m.SalesPage })),
);
export const CustomersPage = lazy(() =>
  import("@/features/customers/components/customers-page").then((m) => ({ default: m.CustomersPage })),
);
export const PromotionsPage = lazy(() =>
  import("@/features/promotions/components/promotions-page").then((m) => ({ default: m.PromotionsPage })),
);
export const VehiclesPage = lazy(() =>
  import("@/features/vehicles/components/vehicles-page").then((m) => ({ default: m.VehiclesPage })),
);
export const SuppliersPage = lazy(() =>
  import("@/features/suppliers/components/suppliers-page").then((m) => ({ default: m.SuppliersPage })),
);
export const PerformancePage = lazy(() =>
  import("@/features/performance/components/performance-page").then((m) => ({
    default: m.PerformancePage,
  })),
);
export const UsersPage = lazy(() =>
  import("@/features/users/components/users-page").then((m) => ({ default: m.UsersPage })),
);
export const ReportsPage = lazy(() =>
  import("@/features/reports/components/reports-page").then((m) => ({ default: m.ReportsPage })),
);
export const ProfilePage = lazy(() =>
  import("@/features/profile/components/profile-page").then((m) => ({ default: m.ProfilePage })),
);
export const SettingsPage = lazy(() =>
  import("./settings-route").then((m) => ({ default: m.SettingsRoute })),
);
export const SearchPage = lazy(() =>
  import("@/features/search/components/search-page").then((m) => ({ default: m.SearchPage })),
);
export const LabelsPage = lazy(() =>
  import("@/features/labels/components/labels-page").then((m) => ({ default: m.LabelsPage })),
);
export const NotFoundPage = lazy(() => import("./not-found-page").then((m) => ({ default: m.NotFoundPage })));
