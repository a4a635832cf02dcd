import { describe, expect, it } from "vitest";
import { newUserProblem } from "./user-rules";

const valid = { name: "Pedro Díaz", username: "pdiaz", email: "pedro@tienda.com", password: "secreta123" };

describe("newUserProblem", () => {
  it("accepts a complete account", () => {
    expect(newUserProblem(valid)).toBeNull();
  });

  it("names the first refused field in the servers' words", () => {
    expect(newUserProblem({ ...valid, name: "  " })).toEqual({
      field: "name",
      message: "El campo 'Nombre' no puede estar vacío",
    });
    expect(newUserProblem({ ...valid, username: " pd ", password: "x" })).toEqual({
      field: "username",
      message: "El campo 'Nombre de usuario' debe tener al menos 3 caracteres",
    });
    expect(newUserProblem({ ...valid, username: "p diaz" })).toEqual({
      field: "username",
      message: "El campo 'Nombre de usuario' no tiene un formato válido",
    });
    expect(newUserProblem({ ...valid, password: "corta" })).toEqual({
      field: "password",
      message: "El campo 'Contraseña' debe tener al menos 8 caracteres",
    });
  });

  it("leaves a password behind a doubtful e-mail to the servers, which name the e-mail first", () => {
    expect(newUserProblem({ ...valid, email: "pedro@", password: "corta" })).toBeNull();
  });
});
