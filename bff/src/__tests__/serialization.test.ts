// A handler that drops a required field must fail loudly, not send an incomplete body.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import type { Handlers } from "../plugins/handler-types";
import { registerErrorHandler } from "../plugins/errors";
import { loadOpenApiDocument, registerOpenApiRoutes } from "../plugins/openapi";
import { registerValidation } from "../plugins/validation";

describe("response serialization from openapi.yaml", () => {
  it("turns a response missing a required field into a 500 without internals", async () => {
    const document = loadOpenApiDocument();
    const stub = async () => ({});
    const handlers = new Proxy({} as Handlers, {
      has: () => true,
      get: (_target, key) =>
        key === "getCurrentUser"
          ? async () => ({ id: 1, name: "Sin rol", username: "x", email: "x@y.z", active: true })
          : stub,
    });
    const app = Fastify();
    registerValidation(app);
    registerErrorHandler(app);
    await registerOpenApiRoutes(app, { document, handlers });
    const response = await app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.internal });
    await app.close();
  });

  it("refuses to start when an operation of the document has no handler", async () => {
    const app = Fastify();
    await expect(
      registerOpenApiRoutes(app, { document: loadOpenApiDocument(), handlers: {} }),
    ).rejects.toThrow(/No handler for operations: .*getCurrentUser/);
    await app.close();
  });
});
