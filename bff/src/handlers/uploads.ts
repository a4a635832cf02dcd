// Product images: one multipart field `image`, at most 5 MB, kept only when its bytes are a real
// JPEG, PNG, WebP or GIF, stored under a server-chosen random name.
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MESSAGES } from "../../../rules/messages";
import { HttpError, badRequest } from "../http/http-error";
import { type HandlerContext, type Handlers } from "../http/handler-types";
import { detectImageType } from "../../../rules/image-type";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export function uploadsHandlers(ctx: HandlerContext): Handlers {
  return {
    async uploadImage(request, reply) {
      if (!request.isMultipart()) throw badRequest(MESSAGES.fileMissing);
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file || file.fieldname !== "image") throw badRequest(MESSAGES.fileMissing);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413)
          throw new HttpError(413, MESSAGES.fileTooLarge);
        throw error;
      }
      // toBuffer() can miss the limit when it is crossed in the last chunk; the stream's own flag
      // and the length are the final word, so a cut-off file is never stored.
      if (file.file.truncated || bytes.length > MAX_UPLOAD_BYTES)
        throw new HttpError(413, MESSAGES.fileTooLarge);
      const extension = detectImageType(bytes);
      if (!extension) throw new HttpError(415, MESSAGES.fileNotImage);
      const name = `${randomBytes(16).toString("hex")}.${extension}`;
      await writeFile(join(ctx.uploadsDir, name), bytes, { flag: "wx" });
      const url = `/uploads/${name}`;
      return reply.code(201).send({ imageUrl: url, url });
    },
  };
}
