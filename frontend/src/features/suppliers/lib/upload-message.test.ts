import { describe, expect, it } from "vitest";
import { uploadedMessage } from "./upload-message";

describe("uploadedMessage", () => {
  it("says how many were uploaded and how many skipped, singular and plural", () => {
    expect(uploadedMessage(3, 0)).toBe("Se subieron 3 proveedores.");
    expect(uploadedMessage(1, 1)).toBe("Se subió 1 proveedor. 1 ya estaba en el servidor.");
    expect(uploadedMessage(0, 2)).toBe("Se subieron 0 proveedores. 2 ya estaban en el servidor.");
  });
});
