// DNS rebinding: a request whose Host names another site is refused (421, Spanish) before anything
// else, sign-in included; this server's own names are served.
import { request } from "node:http";
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import type { Scenario } from "../support/scenario";

/** A raw request with a chosen Host header (fetch would not send one). */
function send(base: string, host: string, method: string, path: string, body?: string) {
  const url = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { host, origin: `http://${host}`, "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export const hostAllowListScenarios: Scenario[] = [
  {
    title: "a Host naming another site is refused with 421 before sign-in or any read",
    covers: [],
    only: "bff",
    async run(ctx) {
      const base = ctx.target.baseUrl;
      const port = new URL(base).port;
      const login = JSON.stringify({ username: "admin", password: "admin123" });
      for (const host of [`evil.example:${port}`, "evil.example", `127.0.0.1.evil.example:${port}`]) {
        const signIn = await send(base, host, "POST", "/api/login", login);
        expect(signIn.status, host).toBe(421);
        expect(JSON.parse(signIn.body)).toEqual({ message: MESSAGES.hostNotAllowed });
        expect((await send(base, host, "GET", "/api/customers")).status).toBe(421);
        expect((await send(base, host, "GET", "/")).status).toBe(421);
      }
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
        expect((await send(base, host, "GET", "/api/user")).status, host).toBe(401);
      }
    },
  },
];
