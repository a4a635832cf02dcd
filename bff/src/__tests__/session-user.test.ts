// The session and its user are read in one query on every request; what another connection (an
// admin in another process, a script) changes in the user row applies on the very next request.
import type { Knex } from "knex";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SELLER, as, createTestApp, login, type TestApp } from "./test-app";

let t: TestApp;
let other: Knex;
beforeAll(async () => {
  t = await createTestApp();
  other = t.connect();
});
afterAll(() => t.close());

it("a renamed, then deactivated user is seen as such on the next request", async () => {
  const seller = await login(t.app, ...SELLER);
  const me = () => t.app.inject(as(seller, { method: "GET", url: "/api/user" }));
  expect((await me()).json()).toMatchObject({ username: "vendedor" });
  await other("users").where({ username: "vendedor" }).update({ name: "Nombre Cambiado" });
  expect((await me()).json()).toMatchObject({ username: "vendedor", name: "Nombre Cambiado" });
  await other("users").where({ username: "vendedor" }).update({ active: false });
  expect((await me()).statusCode).toBe(401);
  // The session was forgotten for good: reactivating the account does not revive it.
  await other("users").where({ username: "vendedor" }).update({ active: true });
  expect((await me()).statusCode).toBe(401);
});
