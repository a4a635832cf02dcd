// `npm run bench`: the BFF against a peer, from outside. It builds a SQLite database with the demo
// seed plus BENCH_PRODUCTS products (default 100 000) and fitment links, starts the BFF as its own
// process and json-server 0.17 (the peer) as another over the same products, and drives both with
// autocannon from this process: per case req/s, p50/p99 and the ratio to the peer; then a write mix,
// login under load and the growth from 1 to 8 to 50 clients. Every case is asked once and checked
// (status, rows, X-Total-Count) and under load every answer must equal that checked one.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../bff/src/app";
import { benchCases, type BenchProduct, type Expected } from "./cases";
import { addFitments, addProducts } from "./data";
import { ask, load, startServer, type Figures, type LoadRequest, type Running } from "./load";
import { printLoginUnderLoad, printScaling, printWriteMix } from "./mixes";
import {
  benchDatabaseOptions,
  openBenchDatabase,
  prepareBenchEngine,
  stopBenchEngine,
  writableProductRow,
} from "./pg-engine";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** How long each case is asked by one client alone (the "alone" p50 of the cache-off server). */
const ALONE_SECONDS = 2;
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 5_000);
const FITMENTS = Number(process.env.BENCH_FITMENTS ?? 300_000);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function readProducts(databaseFile: string): Promise<BenchProduct[]> {
  const knex = openBenchDatabase(databaseFile);
  try {
    const rows = await knex("products").orderBy("id").select<Record<string, unknown>[]>("*");
    const names = new Map(
      (
        await knex("products as p")
          .join("brands as b", "b.id", "p.brand_id")
          .join("categories as c", "c.id", "p.category_id")
          .leftJoin("subcategories as s", "s.id", "p.subcategory_id")
          .select<{ id: number; brand: string; category: string; subcategory: string | null }[]>(
            "p.id",
            "b.name as brand",
            "c.name as category",
            "s.name as subcategory",
          )
      ).map((row) => [
        row.id,
        { brand: row.brand, names: [row.brand, row.category, row.subcategory ?? ""].join(" ") },
      ]),
    );
    // The peer's rows: the product columns in the API's camelCase names.
    return rows.map((row) => {
      const product: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(writableProductRow(row))) {
        product[key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
      }
      const named = names.get(Number(row.id));
      return { ...product, searchNames: named?.names, brandName: named?.brand } as BenchProduct;
    });
  } finally {
    await knex.destroy();
  }
}

async function signIn(bff: Running): Promise<string> {
  const started = performance.now();
  const response = await fetch(`${bff.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  console.log(`login (scrypt) ${(performance.now() - started).toFixed(0)} ms, status ${response.status}`);
  if (response.status !== 200) throw new Error("the benchmark could not sign in");
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** Asks once, checks the answer, then loads with that answer as the only acceptable one. */
async function measure(
  url: string,
  expected: Expected | null,
  headers: Record<string, string>,
  connections = CONNECTIONS,
): Promise<Figures | string> {
  const first = await ask(url, headers);
  if (first.status !== 200) return `status ${first.status}`;
  if (expected && (first.rows !== expected.rows || first.total !== expected.total)) {
    return `rows ${first.rows}/${expected.rows}, total ${first.total}/${expected.total}`;
  }
  const request: LoadRequest = { path: new URL(url).pathname + new URL(url).search };
  return load(new URL(url).origin, [request], {
    connections,
    seconds: connections === 1 ? ALONE_SECONDS : SECONDS,
    expectBody: first.body,
    headers,
  });
}

const cell = (f: Figures | string | null) =>
  f === null
    ? "n/a".padStart(26)
    : typeof f === "string"
      ? `WRONG: ${f}`.padStart(26)
      : `${f.perSecond.toFixed(0).padStart(7)} ${f.p50.toFixed(0).padStart(5)} ${f.p99.toFixed(0).padStart(5)}${f.bad ? ` !${f.bad}` : ""}`.padStart(
          26,
        );

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const databaseFile = join(dir, "bench.db");
  const running: Running[] = [];
  try {
    // BENCH_ENGINE=postgres (or BENCH_DATABASE_URL) runs it all on PostgreSQL (bench/pg-engine.ts).
    console.log(`engine: ${await prepareBenchEngine()}`);
    const seeded = await buildApp({
      ...benchDatabaseOptions(databaseFile),
      uploadsDir: join(dir, "uploads"),
      seed: "demo",
    });
    await seeded.close();
    let started = performance.now();
    await addProducts(databaseFile, PRODUCT_COUNT);
    console.log(`inserted ${PRODUCT_COUNT} products in ${seconds(started)} s`);
    started = performance.now();
    const vehicle = await addFitments(databaseFile, VEHICLES, FITMENTS);
    console.log(`inserted ${VEHICLES} models and ${FITMENTS} fitment links in ${seconds(started)} s`);
    const products = await readProducts(databaseFile);
    const peerData = join(dir, "peer.json");
    // json-server gets the product columns only (the BFF's search also reads the names).
    const peerProducts = products.map(({ searchNames: _names, brandName: _brand, ...product }) => product);
    writeFileSync(peerData, JSON.stringify({ products: peerProducts }));

    started = performance.now();
    const bff = await startServer("bench/server.ts", { BENCH_DATABASE: databaseFile });
    running.push(bff);
    console.log(`BFF (own process) ready in ${(performance.now() - started).toFixed(0)} ms at ${bff.url}`);
    // The same database through a second BFF that keeps no page: every answer computed afresh, as a
    // varied day at the counter (different searches from different counters) pays.
    const fresh = await startServer("bench/server.ts", {
      BENCH_DATABASE: databaseFile,
      PRODUCT_PAGE_CACHE: "off",
    });
    running.push(fresh);
    started = performance.now();
    const peer = await startServer("bench/peer.ts", { BENCH_PEER_DATA: peerData });
    running.push(peer);
    console.log(`json-server 0.17 (own process) ready in ${(performance.now() - started).toFixed(0)} ms`);
    const cookie = await signIn(bff);
    const auth = { cookie };
    const freshAuth = { cookie: await signIn(fresh) };

    console.log(
      `\n${products.length} products; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per case and server.`,
    );
    console.log("Each server: req/s, p50 ms, p99 ms (!n: answers not 2xx or not equal to the checked one).");
    console.log(
      "'cache off': a BFF that keeps no page (PRODUCT_PAGE_CACHE=off); 'alone': its p50 with one client; ratios to json-server.",
    );
    console.log(
      `${"case".padEnd(34)}${"BFF".padStart(26)}${"BFF cache off".padStart(26)}${"alone".padStart(8)}${"json-server".padStart(26)}   ratio on / off`,
    );
    // BENCH_CASES=<regular expression>: only the cases whose label matches, and nothing after them.
    const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, "i") : null;
    for (const c of benchCases(products, vehicle).filter((c) => !only || only.test(c.label))) {
      const mine = await measure(`${bff.url}${c.bff}`, c.expectBff, auth);
      const uncached = await measure(`${fresh.url}${c.bff}`, c.expectBff, freshAuth);
      const alone = await measure(`${fresh.url}${c.bff}`, c.expectBff, freshAuth, 1);
      const theirs = c.peer ? await measure(`${peer.url}${c.peer}`, c.expectPeer, {}) : null;
      const ratio = (figures: Figures | string) =>
        typeof figures === "object" && theirs && typeof theirs === "object"
          ? `${(figures.perSecond / Math.max(theirs.perSecond, 0.1)).toFixed(0)}x`
          : "-";
      const aloneCell = typeof alone === "object" ? `${alone.p50.toFixed(1)}` : "WRONG";
      console.log(
        `${c.label.padEnd(34)}${cell(mine)}${cell(uncached)}${aloneCell.padStart(8)}${cell(theirs)}   ${ratio(mine)} / ${ratio(uncached)}`,
      );
    }

    if (only) return;
    await printWriteMix(bff, peer, cookie, { connections: CONNECTIONS, seconds: SECONDS });
    await printLoginUnderLoad(bff, cookie, { connections: CONNECTIONS, seconds: SECONDS });
    await printScaling(bff, cookie, SECONDS);
    console.log(
      `\nmemory: BFF rss ${bff.rssMb().toFixed(0)} MB, json-server rss ${peer.rssMb().toFixed(0)} MB`,
    );
  } finally {
    for (const server of running) await server.stop();
    stopBenchEngine();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
