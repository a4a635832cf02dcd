// Shared assertions on error answers: the one Error shape, in Spanish.
import { expect } from "vitest";
import type { ApiResponse } from "./client";
import { matchesComponent } from "./schema-validator";

// Words a Spanish sentence of this product uses; English framework messages ("body must have
// required property") contain none of them, or contain the English markers below.
const SPANISH_HINT =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|debe|es|no|un|una|campo|obligatori[oa]|válid[oa]|ya|existe|solicitud|permisos|autenticado|usuario|contraseña|imagen|demasiados)\b/i;
const ENGLISH_HINT =
  /\b(must|should|required property|not found|unauthorized|forbidden|internal server error|bad request|body\/|querystring|params\/|unexpected token|invalid)\b/i;

export function isSpanish(message: string): boolean {
  return SPANISH_HINT.test(message) && !ENGLISH_HINT.test(message);
}

/** The answer has the status, the Error shape and a Spanish message (containing `includes`). */
export function expectError(res: ApiResponse, status: number, includes?: string | RegExp): void {
  const where = `${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBe(status);
  expect(matchesComponent("Error", res.body), where).toBeNull();
  const message = String((res.body as { message?: unknown }).message);
  expect(isSpanish(message), `not a Spanish message: '${message}'`).toBe(true);
  if (typeof includes === "string") expect(message).toContain(includes);
  else if (includes) expect(message).toMatch(includes);
}

export function expectStatus(res: ApiResponse, status: number): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBe(status);
}

/** A unique suffix so created names never collide between scenarios or runs. */
let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}
