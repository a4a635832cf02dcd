// A flood of oversized bodies from one address: the first ones get their 413 at once, the later
// ones only after a wait (their connection paused, nothing read), while ordinary requests from the
// same address are answered meanwhile.
import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { createTestApp, type TestApp } from "./test-app";

const DELAY_MS = 600;
let t: TestApp;
let base = "";

beforeAll(async () => {
  t = await createTestApp({ oversizedBodies: { freePerMinute: 2, delayMs: DELAY_MS } });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const oversized = () =>
  fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "x".repeat(64 * 1024), password: "y" }),
  });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

it("answers the first oversized bodies at once and makes the later ones wait, never ordinary requests", async () => {
  for (let i = 0; i < 2; i += 1) {
    const res = await oversized();
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: MESSAGES.requestTooLarge });
  }
  const flooding = timed(oversized);
  // Meanwhile an ordinary request from the same address is answered, not held behind the flood.
  const ordinary = await timed(() => fetch(`${base}/api/user`));
  expect(ordinary.value.status).toBe(401);
  const late = await flooding;
  expect(late.value.status).toBe(413);
  expect(late.ms).toBeGreaterThanOrEqual(DELAY_MS - 50);
  expect(ordinary.ms).toBeLessThan(late.ms);
});
