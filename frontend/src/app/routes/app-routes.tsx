// The route table, read from the screen registry (app/screens.ts). Every route but the signed-out
// screen sits behind the guard and inside the shell; an unknown path shows the 404 page there.
import { Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { AppShell } from "../shell/app-shell";
import { PageSpinner } from "../page-spinner";
import { RedirectIfSignedIn, RequireAuth } from "../route-guard";
import { HOME_PATH, SCREENS } from "../screens";
import { screenComponent } from "./lazy-pages";
import { useRouteTitle } from "./route-titles";

const HomePage = screenComponent(HOME_PATH);

export function AppRoutes() {
  useRouteTitle();
  return (
    <Routes>
      {SCREENS.filter((screen) => screen.signedOut).map(({ path }) => {
        const Page = screenComponent(path);
        return (
          <Route
            key={path}
            path={`/${path}`}
            element={
              <RedirectIfSignedIn>
                <Suspense fallback={<PageSpinner />}>
                  <Page />
                </Suspense>
              </RedirectIfSignedIn>
            }
          />
        );
      })}
      <Route
        element={
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        }
      >
        <Route index element={<HomePage />} />
        {SCREENS.filter((screen) => !screen.signedOut).map(({ path }) => {
          const Page = screenComponent(path);
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Route>
    </Routes>
  );
}
