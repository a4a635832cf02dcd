// /uploads/<name>: the images uploads produce, and nothing else. Only a server-given name
// (rules/upload-name.ts) is looked up; the file is opened without following a symlink and must be
// a regular file; it goes out as the image type its extension names, with nosniff and a
// sandboxing CSP, so even a file that is not the image it claims cannot run as a page of the app.
// Anything else under the folder answers 404.
import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { UPLOAD_CONTENT_TYPE, uploadExtension } from "../../../rules/upload-name";

/** A name is never reused (a new image gets a new random name), so it can be cached for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";
export const UPLOADS_CSP = "default-src 'none'; sandbox";

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: MESSAGES.notFound });

export function registerUploadsRoute(app: FastifyInstance, uploadsDir: string): void {
  const root = resolve(uploadsDir);
  app.route<{ Params: { "*": string } }>({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    handler: async (request, reply) => {
      const name = request.params["*"];
      const extension = uploadExtension(name);
      if (!extension) return notFound(reply);
      const file = await open(join(root, name), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
      if (!file) return notFound(reply);
      const info = await file.stat().catch(() => null);
      if (!info?.isFile()) {
        await file.close();
        return notFound(reply);
      }
      reply
        .header("Content-Type", UPLOAD_CONTENT_TYPE[extension])
        .header("Content-Length", info.size)
        .header("Cache-Control", IMMUTABLE)
        .header("Last-Modified", info.mtime.toUTCString())
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", UPLOADS_CSP);
      if (request.method === "HEAD") {
        await file.close();
        return reply.send();
      }
      return reply.send(file.createReadStream());
    },
  });
}
