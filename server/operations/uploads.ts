// Product images: one multipart field `image`, at most 5 MB, kept only when its bytes are a real
// JPEG, PNG, WebP or GIF (never by name or claimed type); the store chooses where it is kept.
// Images nothing uses are bounded: each user may hold UPLOAD_QUOTA of them (429 beyond), and every
// upload first sweeps away the unused ones older than UNUSED_UPLOAD_TTL_MS.
import { detectImageType } from "../../rules/image-type";
import { MESSAGES } from "../../rules/messages";
import { HttpError, badRequest } from "../errors";
import { created, signedIn, type Operation } from "./types";
import { MAX_UPLOAD_BYTES } from "./upload-limits";

export { MAX_UPLOAD_BYTES };

/** Unused images one user may hold at once (uploaded, not yet a product's image or a brand's logo). */
export const UPLOAD_QUOTA = { files: 20, bytes: 50 * 1024 * 1024 };

/** Unused images older than this are removed. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const uploadImage: Operation<"uploadImage"> = async (ctx, { body: file }) => {
  const user = signedIn(ctx);
  const { store } = ctx;
  if (!file) throw badRequest(MESSAGES.fileMissing);
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge);
  const extension = detectImageType(file.bytes);
  if (!extension) throw new HttpError(415, MESSAGES.fileNotImage);
  await store.uploads.sweep(Date.now() - UNUSED_UPLOAD_TTL_MS);
  const pending = await store.uploads.pendingOf(user.id);
  if (pending.count >= UPLOAD_QUOTA.files || pending.bytes + file.size > UPLOAD_QUOTA.bytes)
    throw new HttpError(429, MESSAGES.uploadQuota);
  const url = await store.uploads.save(file.bytes, extension, user.id);
  return created({ imageUrl: url, url });
};

export const uploadsOperations = { uploadImage };
