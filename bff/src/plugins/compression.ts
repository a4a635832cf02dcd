// Compressed answers: brotli when the client accepts it, else gzip, for JSON, HTML, JS, CSS and SVG
// of 1 KiB or more. The front end's files are compressed once at build time (vite.config.ts writes
// .br and .gz beside them; static-files.ts serves those), so this only compresses what the API
// answers and the rare file without a precompressed twin.
// - Brotli runs at quality 2 with a 256 KiB window: a page of products compresses in about half the
//   time of the plugin's quality 4 with its 4 MiB window, for a few percent more bytes.
// - Answers up to 64 KiB are compressed in one synchronous call rather than through a compression
//   stream, whose set-up and thread-pool round trip cost more than the compression itself (the
//   plugin's default cut-off is 8 KiB, below a page of products).
// - Request bodies are not decompressed: the API takes plain JSON and multipart uploads only, and a
//   compressed body must not slip past the body size limit.
import { constants } from "node:zlib";
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
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 18 } },
  });
}
