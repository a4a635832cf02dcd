// The route table. Every route but /auth sits behind the guard and inside the
// shell; an unknown path shows the 404 page there.
import { Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { AppShell } from "../shell/app-shell";
import { PageSpinner } from "../page-spinner";
import { RedirectIfSignedIn, RequireAuth } from "../route-guard";
import * as Pages from "./lazy-pages";
import { useRouteTitle } from "./route-titles";

export function AppRoutes() {
  useRouteTitle();
  return (
    <Routes>
      <Route
        path="/auth"
        element={
          <RedirectIfSignedIn>
            <Suspense fallback={<PageSpinner />}>
              <Pages.LoginPage />
            </Suspense>
          </RedirectIfSignedIn>
        }
      />
      <Route
        element={
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        }
      >
        <Route index element={<Pages.DashboardPage />} />
        <Route path="dashboard" element={<Pages.DashboardPage />} />
        <Route path="inventory" element={<Pages.InventoryRoute />} />
        <Route path="sales" element={<Pages.SalesPage />} />
        <Route path="customers" element={<Pages.CustomersPage />} />
        <Route path="promotions" element={<Pages.PromotionsPage />} />
        <Route path="vehicles" element={<Pages.VehiclesPage />} />
        <Route path="suppliers" element={<Pages.SuppliersPage />} />
        <Route path="purchases" element={<Pages.PurchasesPage />} />
        <Route path="performance" element={<Pages.PerformancePage />} />
        <Route path="users" element={<Pages.UsersPage />} />
        <Route path="reports" element={<Pages.ReportsPage />} />
        <Route path="profile" element={<Pages.ProfilePage />} />
        <Route path="settings" element={<Pages.SettingsPage />} />
        <Route path="search" element={<Pages.SearchPage />} />
        <Route path="labels" element={<Pages.LabelsPage />} />
        <Route path="cash-register" element={<Pages.RegisterPage />} />
        <Route path="accounts" element={<Pages.AccountsPage />} />
        <Route path="*" element={<Pages.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
