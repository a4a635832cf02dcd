// Uploaded images at /uploads/, the front end's production build at /, and the 404 answer:
// JSON for the API, index.html for the client-side routes of the single-page app.
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../rules/messages";

export async function registerStaticFiles(
  app: FastifyInstance,
  options: { uploadsDir: string; frontendDist: string | null },
): Promise<void> {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: resolve(options.uploadsDir),
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // Only our random names exist there; no listing, no dotfiles.
    dotfiles: "deny",
  });

  const dist = options.frontendDist ? resolve(options.frontendDist) : null;
  const serveFrontend = dist !== null && existsSync(join(dist, "index.html"));
  if (serveFrontend) {
    await app.register(fastifyStatic, { root: dist, prefix: "/", wildcard: true });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (serveFrontend && wantsAppPage(request)) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html", dist as string);
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}

function wantsAppPage(request: FastifyRequest): boolean {
  const path = request.url.split("?", 1)[0] ?? "";
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (path === "/api" || path.startsWith("/api/") || path.startsWith("/uploads/")) return false;
  return (request.headers.accept ?? "").includes("text/html");
}
