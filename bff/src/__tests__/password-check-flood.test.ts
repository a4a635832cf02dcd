// A burst of wrong current passwords at the production hash cost: before current-password checks had
// their own per-account limit, twelve of them filled the hasher's line and every other user's correct
// sign-in answered 429.
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN, SELLER, as, createTestApp, login, type TestApp } from "./test-app";

const TEST_COST = process.env.PASSWORD_HASH_COST;
let t: TestApp;
let guesser = "";
let guesserId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t.app, ...ADMIN);
  // The guesser's hash is made at the production cost, so each check really takes its time.
  process.env.PASSWORD_HASH_COST = "17";
  const created = await t.app.inject(
    as(admin, {
      method: "POST",
      url: "/api/users",
      payload: {
        name: "Quien Adivina",
        username: "adivina",
        email: "adivina@prueba.local",
        password: "Clave-De-Prueba-9",
        role: "sales",
      },
    }),
  );
  expect(created.statusCode).toBe(201);
  guesserId = created.json<{ id: number }>().id;
  guesser = await login(t.app, "adivina", "Clave-De-Prueba-9");
}, 60_000);

afterAll(async () => {
  if (TEST_COST === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = TEST_COST;
  await t.close();
});

it("twelve parallel wrong current passwords by one user leave another's sign-in at 200", async () => {
  const burst = Array.from({ length: 12 }, (_, n) =>
    t.app.inject(
      as(guesser, {
        method: "PUT",
        url: `/api/users/${guesserId}/password`,
        payload: { currentPassword: `mala-${n}`, newPassword: "Otra-Clave-Nueva-77" },
      }),
    ),
  );
  // Let the burst reach the hasher first.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const other = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: SELLER[0], password: SELLER[1] },
    remoteAddress: "192.0.2.44",
  });
  const answers = await Promise.all(burst);
  expect(other.statusCode).toBe(200);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([400, ...Array(11).fill(429)]);
}, 60_000);
