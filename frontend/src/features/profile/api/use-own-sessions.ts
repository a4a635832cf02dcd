// GET /api/user/sessions: the signed-in user's own active sessions, the current one first.
import { useApiQuery } from "@/lib/api/client";

export function useOwnSessions() {
  return useApiQuery("/api/user/sessions", {});
}
