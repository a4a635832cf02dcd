// The route guard: signed-out visitors go to /auth; signed-in users opening /auth go to
// /dashboard. While the session loads, a spinner shows only when a previous session was remembered
// (a first-time visitor sees the login without a flash of spinner). No route checks the role.
import { useDeferredValue, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { hadPreviousSession } from "../lib/session/session-flags";
import { useCurrentUser } from "../lib/session/use-current-user";
import { PageSpinner } from "./page-spinner";

export const SESSION_SPINNER_LABEL = "Verificando sesión...";

export function RequireAuth({ children }: { children: ReactNode }) {
  const current = useCurrentUser();
  // The session's answer arrives as a synchronous store update; deferred, the shell and the first
  // screen it lets through mount as a transition, in slices that leave the page responsive,
  // rather than in one long task.
  const user = useDeferredValue(current.user);
  const isLoading = useDeferredValue(current.isLoading);
  // Read when the guard mounts: the lookup that answers sets the flag, and the deferred render that
  // follows must not then show a spinner to a first-time visitor whose session has already loaded.
  const [showSpinner] = useState(hadPreviousSession);
  const location = useLocation();
  if (isLoading) {
    return showSpinner ? <PageSpinner fullScreen label={SESSION_SPINNER_LABEL} /> : null;
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading && hadPreviousSession()) return <PageSpinner fullScreen label={SESSION_SPINNER_LABEL} />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
