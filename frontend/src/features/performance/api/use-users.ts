// The shop's users, whose goals the Administrador sets.
import { useApiQuery } from "@/lib/api/client";

export function useUsers() {
  return useApiQuery("/api/users");
}
