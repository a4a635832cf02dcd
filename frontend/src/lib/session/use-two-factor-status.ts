// Whether the signed-in Administrador must still set up a second factor ('Seguridad'); asked for
// Administradores only.
import type { User } from "@contract/types";
import { useApiQuery } from "../api/client";

export function useTwoFactorStatus(user: User) {
  return useApiQuery("/api/user/two-factor", user.role === "admin" ? {} : null);
}
