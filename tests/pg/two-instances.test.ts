// Scale-out: two BFF processes on one PostgreSQL database, started together on an empty database
// (one migrates and seeds, the other waits), used alternately by one client with one cookie jar,
// as a round-robin load balancer without sticky sessions would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { startBffProcess, type BffProcess } from "../support/pg/instances";
import { startRoundRobinProxy } from "../support/pg/round-robin";
import { createEmptyDatabase, dropDatabase } from "../contract/targets/bff-postgres";

/** One user agent: a cookie jar shared by every instance it talks to. */
class Browser {
  private cookie = "";
  async call(baseUrl: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((line) => line.startsWith("sid="));
    if (set) this.cookie = set.split(";")[0]!;
    const text = await res.text();
    return {
      status: res.status,
      servedBy: res.headers.get("x-served-by"),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  }
}

let databaseUrl = "";
let a: BffProcess;
let b: BffProcess;

beforeAll(async () => {
  databaseUrl = await createEmptyDatabase("scaleout");
  [a, b] = await Promise.all([startBffProcess(databaseUrl), startBffProcess(databaseUrl)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe("two BFF instances on one PostgreSQL", () => {
  it("both started together on an empty database and serve the same demo data", async () => {
    const user = new Browser();
    expect(
      (await user.call(a.baseUrl, "POST", "/api/login", { username: "admin", password: "admin123" })).status,
    ).toBe(200);
    const fromA = await user.call(a.baseUrl, "GET", "/api/categories");
    const fromB = await user.call(b.baseUrl, "GET", "/api/categories");
    expect(fromA.status).toBe(200);
    expect(fromB.body).toEqual(fromA.body);
    expect(Array.isArray(fromA.body) && fromA.body.length).toBeGreaterThan(0);
  });

  it("a session made by one is honoured by the other; writes through one are read through the other at once", async () => {
    const user = new Browser();
    const login = await user.call(a.baseUrl, "POST", "/api/login", {
      username: "vendedor",
      password: "vendedor123",
    });
    expect(login.status).toBe(200);
    const me = await user.call(b.baseUrl, "GET", "/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: "vendedor" });

    const categories = (await user.call(b.baseUrl, "GET", "/api/categories")).body as unknown as {
      id: number;
    }[];
    const brands = (await user.call(a.baseUrl, "GET", "/api/brands")).body as unknown as { id: number }[];
    const sku = `SO-${randomBytes(3).toString("hex").toUpperCase()}`;
    const created = await user.call(b.baseUrl, "POST", "/api/products", {
      name: `Filtro escalado ${sku}`,
      sku,
      categoryId: categories[0]!.id,
      brandId: brands[0]!.id,
      costPrice: 10000,
      sellingPrice: 15000,
      stock: 3,
    });
    expect(created.status).toBe(201);
    const id = created.body!.id as number;

    // Read through the other instance at once, then found by the other one's full-text search.
    const read = await user.call(a.baseUrl, "GET", `/api/products/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ sku, stock: 3 });
    const found = await user.call(
      a.baseUrl,
      "GET",
      `/api/products?search=${encodeURIComponent(sku.toLowerCase())}`,
    );
    expect((found.body as unknown as { id: number }[]).map((p) => p.id)).toEqual([id]);

    // The admin changes it through A; the seller sees the change through B.
    const admin = new Browser();
    await admin.call(b.baseUrl, "POST", "/api/login", { username: "admin", password: "admin123" });
    // The edit form's fields only: request bodies are closed, ids and timestamps are the server's.
    const { name, categoryId, brandId, costPrice, sellingPrice, version } = read.body as Record<
      string,
      unknown
    >;
    const updated = await admin.call(a.baseUrl, "PUT", `/api/products/${id}`, {
      ...{ name, sku, categoryId, brandId, costPrice, sellingPrice, version },
      stock: 9,
    });
    expect(updated.status).toBe(200);
    expect((await user.call(b.baseUrl, "GET", `/api/products/${id}`)).body).toMatchObject({ stock: 9 });

    // Signing out through B ends the session on A too.
    expect((await user.call(b.baseUrl, "POST", "/api/logout")).status).toBe(204);
    expect((await user.call(a.baseUrl, "GET", "/api/user")).status).toBe(401);
  });

  it("alternating requests of one client never lose the session", async () => {
    const user = new Browser();
    await user.call(b.baseUrl, "POST", "/api/login", { username: "admin", password: "admin123" });
    for (let i = 0; i < 10; i++) {
      const res = await user.call(i % 2 === 0 ? a.baseUrl : b.baseUrl, "GET", "/api/user");
      expect(res.status).toBe(200);
    }
  });

  it("behind a round-robin proxy (no sticky sessions) one client signs in, writes and reads across both", async () => {
    const proxy = await startRoundRobinProxy([a.port, b.port]);
    try {
      const user = new Browser();
      const login = await user.call(proxy.baseUrl, "POST", "/api/login", {
        username: "admin",
        password: "admin123",
      });
      expect(login.status).toBe(200);
      const served = new Set<string | null>([login.servedBy]);
      const name = `Categoría escalada ${randomBytes(3).toString("hex")}`;
      const created = await user.call(proxy.baseUrl, "POST", "/api/categories", { name, description: null });
      expect(created.status).toBe(201);
      served.add(created.servedBy);
      for (let i = 0; i < 4; i++) {
        const list = await user.call(proxy.baseUrl, "GET", "/api/categories");
        expect(list.status).toBe(200);
        expect((list.body as unknown as { name: string }[]).map((c) => c.name)).toContain(name);
        served.add(list.servedBy);
      }
      expect(served).toEqual(new Set([String(a.port), String(b.port)]));
    } finally {
      await proxy.close();
    }
  });
});
