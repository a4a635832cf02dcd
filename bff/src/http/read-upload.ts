// Reads the `image` part of a multipart upload with a hard size limit while streaming; the
// operation (server/operations/uploads.ts) decides everything else.
import type { FastifyRequest } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "../../../server/errors";
import { MAX_UPLOAD_BYTES } from "../../../server/operations/uploads";
import type { UploadedFile } from "../../../server/operations/types";

/** A body that is not the multipart it claims (no boundary, cut short): a plain Spanish 400. */
function malformed(error: unknown): never {
  if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, MESSAGES.fileTooLarge);
  throw new HttpError(400, MESSAGES.malformedUpload);
}

export async function readUpload(request: FastifyRequest): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).catch(malformed);
  if (!file || file.fieldname !== "image") return null;
  const bytes = await file.toBuffer().catch(malformed);
  // toBuffer() can miss the limit when it is crossed in the last chunk; the stream's own flag
  // and the length are the final word, so a cut-off file is never stored.
  if (file.file.truncated) throw new HttpError(413, MESSAGES.fileTooLarge);
  return { size: bytes.length, bytes };
}
