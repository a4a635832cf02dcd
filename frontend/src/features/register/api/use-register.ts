// 'Caja' requests: the registers, the caller's open session, the sessions list, and the session's
// changes (open, cash in/out, close, reopen). After each change every register read refreshes.
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { RegisterSession } from "@/lib/api/types";

export interface SessionsQuery {
  registerId?: number;
  status?: "open" | "closed";
  from?: string;
  to?: string;
}

export const useRegisters = () => useApiQuery("/api/registers");

export const useCurrentSession = () => useApiQuery("/api/register-sessions/current");

export const useSessions = (query: SessionsQuery) =>
  useApiQuery("/api/register-sessions", { params: { query: { ...query, limit: 50 } } });

const EXPORT_PAGE = 100;

/** Every session the filters select, a page at a time (the list on screen shows the newest 50). */
export async function fetchAllSessions(query: SessionsQuery): Promise<RegisterSession[]> {
  const all: RegisterSession[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = dataOf(
      await apiClient.GET("/api/register-sessions", {
        params: { query: { ...query, limit: EXPORT_PAGE, offset } },
      }),
    );
    all.push(...page);
    if (page.length < EXPORT_PAGE) return all;
  }
}

const refresh = () => revalidatePathsWhere((path) => path.startsWith("/api/register"));

async function after(request: Promise<{ data?: RegisterSession; response: Response }>) {
  const data = dataOf(await request);
  await refresh();
  return data;
}

/** Each throws ApiError with the server's Spanish message. */
export function useSessionActions() {
  const open = useCallback(
    (registerId: number, openingFloatCents: number) =>
      after(apiClient.POST("/api/register-sessions", { body: { registerId, openingFloatCents } })),
    [],
  );
  const move = useCallback(
    (id: number, kind: "in" | "out", amountCents: number, reason: string) =>
      after(
        apiClient.POST("/api/register-sessions/{id}/movements", {
          params: { path: { id } },
          body: { kind, amountCents, reason },
        }),
      ),
    [],
  );
  const close = useCallback(
    (
      id: number,
      counted: { efectivo: number; tarjeta?: number; transferencia?: number },
      note: string,
      countedCurrencies: Record<string, number> = {},
    ) =>
      after(
        apiClient.POST("/api/register-sessions/{id}/close", {
          params: { path: { id } },
          body: {
            counted,
            ...(Object.keys(countedCurrencies).length > 0 ? { countedCurrencies } : {}),
            ...(note.trim() === "" ? {} : { note }),
          },
        }),
      ),
    [],
  );
  const reopen = useCallback(
    (id: number, reason: string) =>
      after(
        apiClient.POST("/api/register-sessions/{id}/reopen", { params: { path: { id } }, body: { reason } }),
      ),
    [],
  );
  return { open, move, close, reopen };
}
