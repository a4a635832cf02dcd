// What the users screen shows about an account: @username, role and status labels, creation date,
// the search over name, e-mail and role, and the counters.
import { ApiError, errorMessage } from "@/lib/api/errors";
import type { User } from "@/lib/api/types";
import { formatDate } from "@/lib/format";

export function usernameLabel(user: Pick<User, "username">): string {
  return user.username?.trim() ? `@${user.username.trim()}` : "sin-username";
}

/** 'Admin' for administrators, 'Vendedor' for any other role. */
export function userRoleLabel(role: string): string {
  return role === "admin" ? "Admin" : "Vendedor";
}

export function userStatusLabel(active: boolean): string {
  return active ? "Activo" : "Bloqueado";
}

export function createdLabel(createdAt: string | null | undefined): string {
  return formatDate(createdAt, "Desconocida");
}

/** 'Buscar usuarios por nombre, email o rol...': name, e-mail, username and the role as shown. */
export function filterUsers(users: readonly User[], search: string): User[] {
  const needle = search.trim().toLocaleLowerCase("es");
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.name, user.email, user.username, user.role, userRoleLabel(user.role)].some((text) =>
      text?.toLocaleLowerCase("es").includes(needle),
    ),
  );
}

export function countUsers(users: readonly User[]): { total: number; admins: number } {
  return { total: users.length, admins: users.filter((user) => user.role === "admin").length };
}

/** Which field a server message is about, so it can show under that field. */
export function fieldOfMessage(message: string): "name" | "username" | "email" | "password" | null {
  const text = message.toLocaleLowerCase("es");
  if (text.includes("nombre de usuario")) return "username";
  if (text.includes("'email'") || text.includes("correo")) return "email";
  if (text.includes("contraseña")) return "password";
  if (text.includes("'nombre'")) return "name";
  return null;
}

/** The list's load failure: any answer but a list reads 'Error al obtener usuarios'. */
export function usersLoadErrorTitle(error: unknown): string {
  const reason = error instanceof ApiError ? "Error al obtener usuarios" : errorMessage(error);
  return `Error al cargar usuarios: ${reason}`;
}
