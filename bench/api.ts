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
import { benchCases } from "./cases";
import { addFitments, addProducts } from "./data";
import { startServer, type Figures, type Running } from "./load";
import { CONNECTIONS, SECONDS, cell, measure, readProducts, signIn } from "./measure";
import { printLoginUnderLoad, printScaling, printWriteMix } from "./mixes";
import { benchDatabaseOptions, prepareBenchEngine, stopBenchEngine } from "./pg-engine";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 5_000);
const FITMENTS = Number(process.env.BENCH_FITMENTS ?? 300_000);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

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
