// The benchmark's peer: json-server 0.17 in its own process over BENCH_PEER_DATA (a JSON file with
// the same products as the BFF's database), kept in memory (the router gets an object, so writes do
// not rewrite the file: the peer's fastest mode). Listens on 127.0.0.1:BENCH_PORT; prints "ready".
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

interface JsonServer {
  create(): { use(handler: unknown): void; listen(port: number, host: string, done: () => void): unknown };
  router(data: unknown): unknown;
  defaults(options: { logger: boolean }): unknown;
}

const jsonServer = createRequire(import.meta.url)("json-server") as JsonServer;
const file = process.env.BENCH_PEER_DATA;
if (!file) throw new Error("BENCH_PEER_DATA is not set");

const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.use(jsonServer.router(JSON.parse(readFileSync(file, "utf8"))));
server.listen(Number(process.env.BENCH_PORT), "127.0.0.1", () => console.log("ready"));
