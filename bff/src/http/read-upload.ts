// Reads the file part of a multipart upload (server/operations/upload-limits.ts names it) with a hard size limit while streaming; the
// operation (server/operations/uploads.ts) decides everything else.
import type { FastifyRequest } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "../../../server/errors";
import { uploadLimit } from "../../../server/operations/upload-limits";
import type { UploadedFile } from "../../../server/operations/types";

/** A body that is not the multipart it claims (no boundary, cut short): a plain Spanish 400. */
function malformed(error: unknown, tooLarge: string): never {
  if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, tooLarge);
  throw new HttpError(400, MESSAGES.malformedUpload);
}

export async function readUpload(request: FastifyRequest, operationId: string): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const { field, maxBytes } = uploadLimit(operationId);
  const tooLarge = field === "image" ? MESSAGES.fileTooLarge : MESSAGES.importFileTooLarge;
  const file = await request
    .file({ limits: { fileSize: maxBytes, files: 1 } })
    .catch((error: unknown) => malformed(error, tooLarge));
  if (!file || file.fieldname !== field) return null;
  const bytes = await file.toBuffer().catch((error: unknown) => malformed(error, tooLarge));
  // toBuffer() can miss the limit when it is crossed in the last chunk; the stream's own flag
  // and the length are the final word, so a cut-off file is never stored.
  if (file.file.truncated) throw new HttpError(413, tooLarge);
  return { size: bytes.length, bytes, name: file.filename };
}
