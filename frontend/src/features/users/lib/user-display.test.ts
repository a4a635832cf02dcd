import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import type { User } from "@/lib/api/types";
import {
  countUsers,
  createdLabel,
  fieldOfMessage,
  filterUsers,
  userRoleLabel,
  userStatusLabel,
  usernameLabel,
  usersLoadErrorTitle,
} from "./user-display";

function user(overrides: Partial<User>): User {
  return {
    id: 1,
    name: "Administrador",
    username: "admin",
    email: "admin@repuestos.local",
    role: "admin",
    active: true,
    created_at: "2024-03-05T15:00:00.000Z",
    ...overrides,
  };
}

const admin = user({});
const carlos = user({
  id: 2,
  name: "Carlos Pérez",
  username: "vendedor",
  email: "carlos@tienda.com",
  role: "sales",
});
const maria = user({
  id: 3,
  name: "María González",
  username: "",
  email: "maria@tienda.com",
  role: "sales",
  active: false,
});

describe("labels", () => {
  it("shows @username or 'sin-username'", () => {
    expect(usernameLabel(carlos)).toBe("@vendedor");
    expect(usernameLabel(maria)).toBe("sin-username");
  });
  it("shows Admin for admins and Vendedor for any other role", () => {
    expect(userRoleLabel("admin")).toBe("Admin");
    expect(userRoleLabel("sales")).toBe("Vendedor");
    expect(userRoleLabel("manager")).toBe("Vendedor");
  });
  it("shows Activo or Bloqueado", () => {
    expect(userStatusLabel(true)).toBe("Activo");
    expect(userStatusLabel(false)).toBe("Bloqueado");
  });
  it("shows the creation date as dd/MM/yyyy or 'Desconocida'", () => {
    expect(createdLabel("2024-03-05T15:00:00.000Z")).toBe("05/03/2024");
    expect(createdLabel(null)).toBe("Desconocida");
    expect(createdLabel("not a date")).toBe("Desconocida");
  });
});

describe("filterUsers", () => {
  const all = [admin, carlos, maria];
  it("matches name, e-mail and role without case", () => {
    expect(filterUsers(all, "maría")).toEqual([maria]);
    expect(filterUsers(all, "CARLOS@")).toEqual([carlos]);
    expect(filterUsers(all, "vendedor")).toEqual([carlos, maria]);
    expect(filterUsers(all, "admin")).toEqual([admin]);
    expect(filterUsers(all, " ")).toEqual(all);
  });
});

describe("countUsers", () => {
  it("counts all users and the administrators", () => {
    expect(countUsers([admin, carlos, maria])).toEqual({ total: 3, admins: 1 });
  });
});

describe("fieldOfMessage", () => {
  it("finds the field a server message is about", () => {
    expect(fieldOfMessage("El campo 'Nombre de usuario' debe tener al menos 3 caracteres")).toBe("username");
    expect(fieldOfMessage("Ya existe un usuario con ese nombre de usuario")).toBe("username");
    expect(fieldOfMessage("Ya existe un usuario con ese correo electrónico")).toBe("email");
    expect(fieldOfMessage("El campo 'Email' no tiene un formato válido")).toBe("email");
    expect(fieldOfMessage("El campo 'Contraseña' debe tener al menos 8 caracteres")).toBe("password");
    expect(fieldOfMessage("El campo 'Nombre' no puede estar vacío")).toBe("name");
    expect(fieldOfMessage("Error interno del servidor")).toBeNull();
  });
});

describe("usersLoadErrorTitle", () => {
  it("says what the specification says for any failed answer", () => {
    expect(usersLoadErrorTitle(new ApiError("Error interno del servidor", 500))).toBe(
      "Error al cargar usuarios: Error al obtener usuarios",
    );
    expect(usersLoadErrorTitle(new TypeError("Failed to fetch"))).toBe(
      "Error al cargar usuarios: No se recibió respuesta del servidor",
    );
  });
});
