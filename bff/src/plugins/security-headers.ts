// Security headers with a Content-Security-Policy the app can live with: its own scripts only,
// inline styles (Blueprint sets some), images from itself, data: and blob: (barcodes, previews).
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
}
