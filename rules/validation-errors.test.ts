import { describe, expect, it } from "vitest";
import { formatValidationErrors } from "./validation-errors";

describe("formatValidationErrors", () => {
  it("names the missing field", () => {
    const message = formatValidationErrors(
      [{ keyword: "required", instancePath: "", params: { missingProperty: "sku" } }],
      "body",
    );
    expect(message).toBe("El campo 'SKU' es obligatorio");
  });

  it("describes type, bounds and emptiness in Spanish", () => {
    expect(
      formatValidationErrors(
        [{ keyword: "type", instancePath: "/stock", params: { type: "integer" } }],
        "body",
      ),
    ).toBe("El campo 'Stock' debe ser de tipo número entero");
    expect(
      formatValidationErrors(
        [{ keyword: "minimum", instancePath: "/limit", params: { limit: 1 } }],
        "querystring",
      ),
    ).toBe("El campo 'limit' debe ser mayor o igual a 1");
    expect(
      formatValidationErrors([{ keyword: "minLength", instancePath: "/name", params: { limit: 1 } }], "body"),
    ).toBe("El campo 'Nombre' no puede estar vacío");
  });

  it("names a field by the label its form shows, and keeps nested or unknown paths as they are", () => {
    expect(formatValidationErrors([{ keyword: "format", instancePath: "/email", params: {} }], "body")).toBe(
      "El campo 'Email' no tiene un formato válido",
    );
    expect(
      formatValidationErrors(
        [{ keyword: "minLength", instancePath: "/username", params: { limit: 3 } }],
        "body",
      ),
    ).toBe("El campo 'Nombre de usuario' debe tener al menos 3 caracteres");
    expect(
      formatValidationErrors(
        [{ keyword: "minLength", instancePath: "/sizes/1/name", params: { limit: 1 } }],
        "body",
      ),
    ).toBe("El campo 'sizes.1.name' no puede estar vacío");
  });

  it("names the place when the whole body is wrong and has a fallback for no errors", () => {
    expect(
      formatValidationErrors([{ keyword: "type", instancePath: "", params: { type: "object" } }], "body"),
    ).toBe("El campo 'cuerpo' debe ser de tipo objeto");
    expect(formatValidationErrors([], "body")).toBe("Solicitud no válida");
  });
});
