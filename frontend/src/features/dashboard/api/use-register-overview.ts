import { useApiQuery } from "@/lib/api/client";

/** The last closings the dashboard shows beside the open sessions. */
export const LAST_CLOSINGS_LIMIT = 3;

/** 'Caja' on the Administrador's dashboard (mode on): the open sessions and the last closings. */
export function useRegisterOverview(enabled: boolean) {
  const open = useApiQuery(
    "/api/register-sessions",
    enabled ? { params: { query: { status: "open", limit: 20 } } } : null,
  );
  const closed = useApiQuery(
    "/api/register-sessions",
    enabled ? { params: { query: { status: "closed", limit: LAST_CLOSINGS_LIMIT } } } : null,
  );
  return { open, closed };
}
