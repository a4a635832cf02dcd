// The benchmark's mixed loads: reads with writes on both servers, sign-ins beside reads on the BFF,
// and the same mix at 1, 8 and 50 clients.
import { load, type Figures, type LoadRequest, type Running } from "./load";

interface Options {
  connections: number;
  seconds: number;
}

const figures = (f: Figures) =>
  `${f.perSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms, ${f.requests} answers${f.bad ? `, ${f.bad} not 2xx` : ", all 2xx"}`;

async function benchProduct(bff: Running, cookie: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${bff.url}/api/products?search=BEN-CH-000007&limit=1`, {
    headers: { cookie },
  });
  const [product] = (await response.json()) as Record<string, unknown>[];
  if (!product) throw new Error("the bench product BEN-CH-000007 is missing");
  return product;
}

/** A write that changes the product's stock each time (0..39). */
function stockWrite(method: "PATCH", path: string, fields: Record<string, unknown>): LoadRequest {
  let n = 0;
  return {
    method,
    path,
    body: JSON.stringify({ ...fields, stock: 0 }),
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...fields, stock: (n++ % 40) + 1 }) }),
  };
}

/**
 * The BFF's stock write: an adjustment to a counted quantity (1..40). A product edit without its
 * version may not change the stock (412), and load clients cannot carry a version between requests.
 */
function countedStock(path: string): LoadRequest {
  let n = 0;
  const body = (counted: number) => JSON.stringify({ countedQuantity: counted, reason: "Conteo físico" });
  return {
    method: "POST",
    path,
    body: body(0),
    setupRequest: (request) => ({ ...request, body: body((n++ % 40) + 1) }),
  };
}

async function bffMix(bff: Running, cookie: string): Promise<LoadRequest[]> {
  const p = await benchProduct(bff, cookie);
  const total = Number(
    (await fetch(`${bff.url}/api/products?limit=1`, { headers: { cookie } })).headers.get("x-total-count"),
  );
  return [
    { path: "/api/products?limit=20&offset=0" },
    { path: "/api/products?search=filtro&limit=20" },
    { path: `/api/products?limit=20&offset=${total - 20}` },
    { path: "/api/products?search=f&limit=20" },
    countedStock(`/api/products/${String(p.id)}/adjustments`),
  ];
}

export async function printWriteMix(bff: Running, peer: Running, cookie: string, options: Options) {
  const p = await benchProduct(bff, cookie);
  const total = Number((await fetch(`${peer.url}/products?_limit=1`)).headers.get("x-total-count"));
  const peerMix: LoadRequest[] = [
    { path: "/products?_sort=name&_start=0&_limit=20" },
    { path: "/products?q=filtro&_sort=name&_start=0&_limit=20" },
    { path: `/products?_sort=name&_start=${total - 20}&_limit=20` },
    { path: "/products?q=f&_sort=name&_start=0&_limit=20" },
    stockWrite("PATCH", `/products/${String(p.id)}`, {}),
  ];
  console.log(
    `\nwrite mix (first page, 'filtro', last page, 'f', one stock update; 1 write in 5), ${options.connections} clients:`,
  );
  const mine = await load(bff.url, await bffMix(bff, cookie), { ...options, headers: { cookie } });
  const theirs = await load(peer.url, peerMix, options);
  console.log(`  BFF          ${figures(mine)}`);
  console.log(`  json-server  ${figures(theirs)}`);
  console.log(`  ratio        ${(mine.perSecond / Math.max(theirs.perSecond, 0.1)).toFixed(1)}x`);
}

export async function printLoginUnderLoad(bff: Running, cookie: string, options: Options) {
  const reads: LoadRequest[] = [
    { path: "/api/products?limit=20&offset=0" },
    { path: "/api/products?search=filtro&limit=20" },
  ];
  const login: LoadRequest = {
    method: "POST",
    path: "/api/login",
    body: JSON.stringify({ username: "vendedor", password: "vendedor123" }),
  };
  console.log(
    `\nlogin under load (BFF; json-server has no sign-in): reads by ${options.connections} clients`,
  );
  const alone = await load(bff.url, reads, { ...options, headers: { cookie } });
  console.log(`  reads alone           ${figures(alone)}`);
  const [withLogins, logins] = await Promise.all([
    load(bff.url, reads, { ...options, headers: { cookie } }),
    // Two at a time: the most one address may have in flight (more are refused at once, 429).
    load(bff.url, [login], { connections: 2, seconds: options.seconds }),
  ]);
  console.log(`  reads beside logins   ${figures(withLogins)}`);
  console.log(`  logins, 2 clients     ${figures(logins)}`);
}

export async function printScaling(bff: Running, cookie: string, seconds: number) {
  const mix = await bffMix(bff, cookie);
  console.log("\nthe write mix on the BFF by number of clients:");
  for (const connections of [1, 8, 50]) {
    const f = await load(bff.url, mix, { connections, seconds, headers: { cookie } });
    console.log(`  ${String(connections).padStart(2)} clients  ${figures(f)}`);
  }
}
