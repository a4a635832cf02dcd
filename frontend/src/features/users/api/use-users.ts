// GET /api/users (Administrador only: the server answers 403 to anyone else). Passing false skips
// the request, for a user the screen already knows is not allowed.
import { useApiQuery } from "@/lib/api/client";

export function useUsers(enabled = true) {
  return useApiQuery("/api/users", enabled ? {} : null);
}
