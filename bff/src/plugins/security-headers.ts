// Security headers with a Content-Security-Policy the app can live with: its own scripts (and its
// own WebAssembly) only, and the build's inline scripts by hash,
// inline styles (Blueprint sets some), images from itself, data: and blob: (barcodes, previews).
// Helmet works them out once, at start-up; every answer then gets the same headers (building
// Helmet's middleware per request, as @fastify/helmet does, is paid on every request).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

const helmetFor = (scriptHashes: string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the barcode reader compile its own WebAssembly (served by the app);
        // it allows no JavaScript eval and no other origin.
        // The build's inline scripts, by hash (plugins/inline-scripts.ts).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: the shop may serve the app over plain HTTP on its LAN.
      },
    },
    // HSTS only makes sense behind HTTPS, which a LAN install usually lacks.
    strictTransportSecurity: false,
  });

/** The headers Helmet sets, read off one run of its middleware on a recording response. */
function securityHeaders(scriptHashes: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmetFor(scriptHashes)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { scriptHashes?: string[] } = {},
): Promise<void> {
  const headers = securityHeaders(options.scriptHashes ?? []);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // API answers carry personal data and session state: no browser or proxy keeps a copy.
    if (request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?"))
      reply.header("cache-control", "no-store");
    done();
  });
}
