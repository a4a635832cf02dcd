// `npm run bench` (after bench/api.ts): what a counter types (issue 45 item 6), from outside, on two
// catalogues of BENCH_PRODUCTS products (default 100 000): the bench's generated one, and one where
// about a thousand parts share each base name and differ by a variant number. The BFF keeps no page
// (PRODUCT_PAGE_CACHE=off), so every answer is computed afresh. Per case: the p50 of one client
// alone, req/s under BENCH_CONCURRENCY clients (10), json-server 0.17's req/s over the same
// products for the same text, and the ratio. Targets: ≤ 10 ms alone, ≥ 100× json-server.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../bff/src/app";
import { addProducts, type CatalogueShape } from "./data";
import { startServer, type Figures, type Running } from "./load";
import { CONNECTIONS, SECONDS, measure, readProducts, signIn } from "./measure";
import { benchDatabaseOptions, prepareBenchEngine, stopBenchEngine } from "./pg-engine";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PAGE = 20;

interface SearchCase {
  label: string;
  /** The search (null: the list without one) and the offset. */
  text: string | null;
  offset: number;
}

function cases(total: number, brand: string, filtroMatches: number): SearchCase[] {
  return [
    { label: "one letter 'f'", text: "f", offset: 0 },
    { label: "common word 'filtro'", text: "filtro", offset: 0 },
    { label: `brand '${brand}'`, text: brand, offset: 0 },
    { label: "plural 'filtros'", text: "filtros", offset: 0 },
    { label: "misspelling 'amortigador'", text: "amortigador", offset: 0 },
    { label: "typo in 2 words 'filtro aceiet'", text: "filtro aceiet", offset: 0 },
    { label: `middle page (offset ${Math.floor(total / 2)})`, text: null, offset: Math.floor(total / 2) },
    { label: "middle page of 'filtro'", text: "filtro", offset: Math.floor(filtroMatches / 2) },
  ];
}

const number = (f: Figures | string, pick: (f: Figures) => string) =>
  typeof f === "string" ? `WRONG ${f}` : pick(f);

async function catalogue(shape: CatalogueShape): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-search-"));
  const databaseFile = join(dir, "bench.db");
  const running: Running[] = [];
  try {
    const seeded = await buildApp({
      ...benchDatabaseOptions(databaseFile),
      uploadsDir: join(dir, "uploads"),
      seed: "demo",
    });
    await seeded.close();
    await addProducts(databaseFile, PRODUCT_COUNT, shape);
    const products = await readProducts(databaseFile);
    const peerData = join(dir, "peer.json");
    const peerProducts = products.map(({ searchNames: _names, brandName: _brand, ...product }) => product);
    writeFileSync(peerData, JSON.stringify({ products: peerProducts }));
    const bff = await startServer("bench/server.ts", {
      BENCH_DATABASE: databaseFile,
      PRODUCT_PAGE_CACHE: "off",
    });
    running.push(bff);
    const peer = await startServer("bench/peer.ts", { BENCH_PEER_DATA: peerData });
    running.push(peer);
    const auth = { cookie: await signIn(bff) };
    const brand = (products.at(-1)?.brandName ?? "bosch").toLowerCase();
    const filtro = products.filter((p) => /\bfiltro/i.test(p.name)).length;

    console.log(`\n${shape} catalogue: ${products.length} products (BFF page cache off)`);
    console.log(
      `${"case".padEnd(36)}${"alone p50 ms".padStart(13)}${"BFF req/s".padStart(11)}${"json-server req/s".padStart(19)}${"ratio".padStart(8)}`,
    );
    for (const c of cases(products.length, brand, filtro)) {
      const search = c.text === null ? "" : `search=${encodeURIComponent(c.text)}&`;
      const path = `/api/products?${search}limit=${PAGE}&offset=${c.offset}`;
      const q = c.text === null ? "" : `q=${encodeURIComponent(c.text)}&`;
      const peerPath = `/products?${q}_sort=name&_start=${c.offset}&_limit=${PAGE}`;
      const alone = await measure(`${bff.url}${path}`, null, auth, 1);
      const mine = await measure(`${bff.url}${path}`, null, auth);
      const theirs = await measure(`${peer.url}${peerPath}`, null, {});
      const ratio =
        typeof mine === "object" && typeof theirs === "object"
          ? `${(mine.perSecond / Math.max(theirs.perSecond, 0.1)).toFixed(0)}x`
          : "-";
      console.log(
        `${c.label.padEnd(36)}${number(alone, (f) => f.p50.toFixed(1)).padStart(13)}${number(mine, (f) => f.perSecond.toFixed(0)).padStart(11)}${number(theirs, (f) => f.perSecond.toFixed(1)).padStart(19)}${ratio.padStart(8)}`,
      );
    }
  } finally {
    for (const server of running) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `search bench: engine ${await prepareBenchEngine()}, ${CONNECTIONS} clients, ${SECONDS} s per case`,
  );
  try {
    // BENCH_SHAPES=variants: one catalogue only.
    const shapes = (process.env.BENCH_SHAPES ?? "generated,variants").split(",") as CatalogueShape[];
    for (const shape of shapes) await catalogue(shape);
  } finally {
    stopBenchEngine();
  }
}

await main();
