import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { MockClient, message } from "./cookie-client";
import { useMockServer } from "./setup-server";

useMockServer();

describe("sign-in and sessions", () => {
  it("answers 401 No autenticado without a session", async () => {
    const anon = new MockClient();
    const answer = await anon.call("GET", "/api/user");
    expect(answer.status).toBe(401);
    expect(message(answer)).toBe("No autenticado");
  });

  it("signs in, keeps the session in the sid cookie and signs out", async () => {
    const client = new MockClient();
    const login = await client.login("admin", "admin123");
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: "admin", role: "admin" });
    expect(login.body).not.toHaveProperty("password");
    expect(login.headers.getSetCookie()[0]).toMatch(/^sid=\w+; Path=\/;.*SameSite=Lax/);
    expect((await client.call("GET", "/api/user")).status).toBe(200);
    // Another client, signed out, is not signed in by the first one's cookie.
    expect((await new MockClient().call("GET", "/api/user")).status).toBe(401);
    expect((await client.call("POST", "/api/logout")).status).toBe(204);
    expect((await client.call("GET", "/api/user")).status).toBe(401);
  });

  it("refuses wrong credentials and accepts the e-mail in any case", async () => {
    const client = new MockClient();
    const wrong = await client.login("admin", "nope");
    expect(wrong.status).toBe(401);
    expect(message(wrong)).toBe(MESSAGES.badCredentials);
    expect((await client.login("ADMIN@repuestos.local", "admin123")).status).toBe(200);
  });

  it("answers the Spanish validation message for a missing field", async () => {
    const answer = await new MockClient().call("POST", "/api/login", { username: "admin" });
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe("El campo 'Contraseña' es obligatorio");
  });

  it("limits sign-in to 10 attempts a minute per username", async () => {
    const client = new MockClient();
    for (let i = 0; i < 10; i++) expect((await client.login("vendedor", "bad")).status).toBe(401);
    const limited = await client.login("vendedor", "vendedor123");
    expect(limited.status).toBe(429);
    expect(message(limited)).toBe(MESSAGES.tooManyLogins);
    expect((await client.login("admin", "admin123")).status).toBe(200);
  });

  it("forbids a Vendedor the admin-only operations (403)", async () => {
    const seller = new MockClient();
    await seller.login("vendedor", "vendedor123");
    const answer = await seller.call("GET", "/api/users");
    expect(answer.status).toBe(403);
    expect(message(answer)).toBe(MESSAGES.forbiddenRole);
  });

  it("ends a blocked user's session at once and refuses their sign-in", async () => {
    const admin = new MockClient();
    const seller = new MockClient();
    await admin.login("admin", "admin123");
    const me = (await seller.login("vendedor", "vendedor123")).body as { id: number };
    const blocked = await admin.call("PATCH", `/api/users/${me.id}/toggle-active`);
    expect(blocked.body).toMatchObject({ active: false });
    expect((await seller.call("GET", "/api/user")).status).toBe(401);
    const again = await seller.login("vendedor", "vendedor123");
    expect(again.status).toBe(403);
    expect(message(again)).toBe(MESSAGES.userBlocked);
  });

  it("refuses blocking oneself (409)", async () => {
    const admin = new MockClient();
    const me = (await admin.login("admin", "admin123")).body as { id: number };
    const answer = await admin.call("PATCH", `/api/users/${me.id}/toggle-active`);
    expect(answer.status).toBe(409);
    expect(message(answer)).toBe(MESSAGES.cannotBlockSelf);
  });

  it("lets a seller change only their own password, with the current one", async () => {
    const seller = new MockClient();
    const me = (await seller.login("vendedor", "vendedor123")).body as { id: number };
    const other = await seller.call("PUT", "/api/users/1/password", { newPassword: "otra-clave-1" });
    expect(other.status).toBe(403);
    const missing = await seller.call("PUT", `/api/users/${me.id}/password`, {
      newPassword: "nueva-clave-1",
    });
    expect(message(missing)).toBe(MESSAGES.currentPasswordRequired);
    const ok = await seller.call("PUT", `/api/users/${me.id}/password`, {
      currentPassword: "vendedor123",
      newPassword: "nueva-clave-1",
    });
    expect(ok.status).toBe(200);
    expect((await new MockClient().login("vendedor", "nueva-clave-1")).status).toBe(200);
  });

  it("refuses a duplicate username whatever its letter case (409)", async () => {
    const admin = new MockClient();
    await admin.login("admin", "admin123");
    const answer = await admin.call("POST", "/api/users", {
      name: "Otro",
      username: "VENDEDOR",
      email: "otro@repuestos.local",
      password: "clave-segura",
      role: "sales",
    });
    expect(answer.status).toBe(409);
    expect(message(answer)).toBe(MESSAGES.duplicateUsername);
  });

  it("refuses a mutating request from another origin", async () => {
    const admin = new MockClient();
    await admin.login("admin", "admin123");
    const answer = await admin.call("POST", "/api/logout", undefined, { origin: "http://evil.test" });
    expect(answer.status).toBe(403);
    expect(message(answer)).toBe(MESSAGES.forbiddenOrigin);
    expect((await admin.call("GET", "/api/user")).status).toBe(200);
  });
});
