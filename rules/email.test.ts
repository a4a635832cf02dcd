import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OPTIONAL_EMAIL_PATTERN, emailProblem } from "./email";

describe("emailProblem", () => {
  it("refuses what is not an e-mail, in the form's words", () => {
    for (const bad of [
      "esto no es un correo",
      "no-es-correo",
      "ana@",
      "@taller.com",
      "ana@taller",
      "a b@c.com",
    ])
      expect(emailProblem(bad), bad).toBe("El campo 'Email' no tiene un formato válido");
  });

  it("names the field by a form's own label when it has another", () => {
    expect(emailProblem("no-es-correo", "Correo electrónico")).toBe(
      "El campo 'Correo electrónico' no tiene un formato válido",
    );
  });

  it("accepts e-mails, blanks and no value at all", () => {
    for (const good of ["ana@taller.com.ve", " ana.gil+ventas@mail.example.com ", "", "   "])
      expect(emailProblem(good), good).toBeNull();
    expect(emailProblem(null)).toBeNull();
    expect(emailProblem(undefined)).toBeNull();
  });

  it("is the pattern openapi.yaml declares for the customer's e-mail", () => {
    const document = readFileSync(new URL("../openapi.yaml", import.meta.url), "utf8");
    expect(document).toContain(`pattern: '${OPTIONAL_EMAIL_PATTERN}'`);
  });
});
