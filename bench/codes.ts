// `npm run bench` (codes): how long a look-up by any number takes at scale, and how long the
// scanner's decoder takes from a camera frame to the code. A SQLite database with the demo seed,
// BENCH_PRODUCTS generated products (default 100 000) and three codes each (300 000: OEM, supplier
// and superseded numbers), then, through the same store and operations the BFF serves:
// - the key look-up alone (store.productCodes.holders), by code, by SKU and by barcode, each asked
//   in another spelling than stored (lower case, separators changed);
// - the whole GET /api/product-lookup operation (look-up, product, equivalents in stock);
// - GET /api/products?search= with a code in another spelling (full-text search plus the code rank);
// and ZXing (the .wasm the app serves) decoding a 640x480 frame of a Code 128 label: the first
// frame (module instantiation included) and then per frame, as the camera loop calls it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { buildApp } from "../bff/src/app";
import { openDatabase } from "../bff/src/db/open-database";
import { createKnexStore } from "../bff/src/store/knex-store";
import { codeKey } from "../rules/code-key";
import { OPERATIONS } from "../server/operations/registry";
import type { OperationContext } from "../server/operations/types";
import { addProducts, benchSku } from "./data";
import { code128Luma } from "../tests/e2e/support/fake-camera";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CODES_PER_PRODUCT = 3;
const ROUNDS = Number(process.env.BENCH_CODE_ROUNDS ?? 2_000);

const oem = (i: number) => `OE-${String(i).padStart(6, "0")}-77`;
const supplier = (i: number) => `PR ${String(i * 7).padStart(7, "0")}/B`;
const superseded = (i: number) => `ANT.${String(i).padStart(6, "0")}.X`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function timed(name: string, ask: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 50; i++) await ask(i); // warm statements and pages
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await ask(round);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(3);
  console.log(
    `${name.padEnd(58)} p50 ${f(percentile(times, 0.5))} ms · p99 ${f(percentile(times, 0.99))} ms · max ${f(times.at(-1)!)} ms`,
  );
}

async function addCodes(databaseFile: string, count: number): Promise<void> {
  const knex = openDatabase({ databaseFile, databaseUrl: null });
  try {
    const first = (await knex("products").where("sku", benchSku(0)).first("id")) as { id: number };
    const now = new Date().toISOString();
    await knex.transaction(async (trx) => {
      for (let start = 0; start < count; start += 100) {
        const rows = [];
        for (let i = start; i < Math.min(start + 100, count); i++) {
          const productId = first.id + i;
          for (const [code, kind] of [
            [oem(i), "OEM"],
            [supplier(i), "Proveedor"],
            [superseded(i), "Anterior"],
          ] as const) {
            rows.push({
              product_id: productId,
              code,
              code_key: codeKey(code),
              kind,
              source: null,
              created_at: now,
            });
          }
        }
        await trx("product_codes").insert(rows);
      }
    });
  } finally {
    await knex.destroy();
  }
}

async function lookups(databaseFile: string): Promise<void> {
  const knex = openDatabase({ databaseFile, databaseUrl: null });
  const store = createKnexStore(knex, { uploadsDir: tmpdir() });
  const ctx = { user: null, store, session: null } as unknown as OperationContext;
  const pick = (round: number) => (round * 7919) % PRODUCT_COUNT;
  try {
    const codes = Number((await knex("product_codes").count<{ n: number }[]>("* as n"))[0]?.n ?? 0);
    const products = Number((await knex("products").count<{ n: number }[]>("* as n"))[0]?.n ?? 0);
    console.log(`${products} products, ${codes} codes`);
    await timed("key look-up: OEM code, typed 'oe000123 77'", (r) =>
      store.productCodes.holders(codeKey(oem(pick(r)).toLowerCase().replaceAll("-", " "))),
    );
    await timed("key look-up: superseded code, typed without dots", (r) =>
      store.productCodes.holders(codeKey(superseded(pick(r)).replaceAll(".", ""))),
    );
    await timed("key look-up: SKU, typed 'ben ch 000123'", (r) =>
      store.productCodes.holders(codeKey(benchSku(pick(r)).toLowerCase().replaceAll("-", " "))),
    );
    await timed("key look-up: a number nobody has", (r) => store.productCodes.holders(codeKey(`NADA-${r}`)));
    await timed("GET /api/product-lookup?code= (supplier number, any spelling)", (r) =>
      OPERATIONS.lookupProductCode(ctx, {
        params: {},
        query: { code: supplier(pick(r)).replaceAll(" ", "-") },
        body: undefined,
      }),
    );
    await timed("GET /api/products?search= an OEM code, other spelling, 20 rows", (r) =>
      OPERATIONS.listProducts(ctx, {
        params: {},
        query: { search: oem(pick(r)).replaceAll("-", ""), limit: 20, offset: 0 },
        body: undefined,
      }),
    );
  } finally {
    await knex.destroy();
  }
}

class NodeImageData {
  readonly colorSpace = "srgb";
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

async function decoding(): Promise<void> {
  (globalThis as { ImageData?: unknown }).ImageData ??= NodeImageData;
  const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  const label = "FIL-AC-4193-522263";
  const luma = code128Luma(label);
  const rgba = new Uint8ClampedArray(luma.length * 4);
  for (let i = 0; i < luma.length; i++) {
    rgba.fill(luma[i]!, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = 255;
  }
  const frame = new NodeImageData(rgba, 640, 480) as unknown as ImageData;
  const formats = ["Code128", "QRCode", "EAN-13", "UPC-A", "Code39", "DataMatrix"] as const;
  const started = performance.now();
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
    },
    fireImmediately: true,
  });
  const [first] = await readBarcodes(frame, { formats: [...formats] });
  const cold = performance.now() - started;
  if (first?.text !== label) throw new Error(`ZXing read '${first?.text}' instead of '${label}'`);
  console.log(`first camera frame to decoded code (ZXing instantiated on first use): ${cold.toFixed(1)} ms`);
  await timed("one 640x480 frame decoded, six formats (warm)", () =>
    readBarcodes(frame, { formats: [...formats] }),
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-codes-"));
  const databaseFile = join(dir, "codes.db");
  try {
    const app = await buildApp({
      databaseFile,
      databaseUrl: null,
      uploadsDir: join(dir, "uploads"),
      seed: "demo",
    });
    await app.close();
    let started = performance.now();
    await addProducts(databaseFile, PRODUCT_COUNT);
    await addCodes(databaseFile, PRODUCT_COUNT);
    console.log(
      `inserted ${PRODUCT_COUNT} products and ${PRODUCT_COUNT * CODES_PER_PRODUCT} codes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    await lookups(databaseFile);
    await decoding();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
