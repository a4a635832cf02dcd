// Role facts the screens need. Other role values are shown as received.
import type { User } from "../api/types";

export function isAdmin(user: Pick<User, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

export function roleLabel(role: string): string {
  if (role === "admin") return "Administrador";
  if (role === "sales" || role === "seller") return "Vendedor";
  return role;
}
