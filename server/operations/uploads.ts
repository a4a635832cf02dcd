// Product images: one multipart field `image`, at most 5 MB, kept only when its bytes are a real
// JPEG, PNG, WebP or GIF (never by name or claimed type) of at most MAX_IMAGE_PIXELS, re-encoded
// without metadata by the transport's image library; the store chooses where it is kept.
// Uploads are bounded twice: every upload of the last day counts against uploadsPerDay() (used or
// not), and each user may hold UPLOAD_QUOTA images nothing uses yet (429 beyond either); every
// upload first sweeps away the unused ones older than UNUSED_UPLOAD_TTL_MS.
import { MAX_UPLOAD_BYTES, detectImageType } from "../../rules/image-type";
import { MESSAGES } from "../../rules/messages";
import { HttpError, badRequest } from "../errors";
import { created, signedIn, type Operation } from "./types";

/** Unused images one user may hold at once (uploaded, not yet a product's image or a brand's logo). */
export const UPLOAD_QUOTA = { files: 20, bytes: 50 * 1024 * 1024 };

/** Unused images older than this are removed. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A picture's ceiling (width × height × frames): about 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Uploads one user may make in 24 hours: UPLOADS_PER_DAY, default 200. */
export function uploadsPerDay(): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = Number(env?.UPLOADS_PER_DAY);
  return Number.isInteger(value) && value > 0 ? value : 200;
}

const uploadImage: Operation<"uploadImage"> = async (ctx, { body: file }) => {
  const user = signedIn(ctx);
  const { store } = ctx;
  if (!file) throw badRequest(MESSAGES.fileMissing);
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge);
  const extension = detectImageType(file.bytes);
  if (!extension) throw new HttpError(415, MESSAGES.fileNotImage);
  await store.uploads.sweep(Date.now() - UNUSED_UPLOAD_TTL_MS);
  if ((await store.uploads.countSince(user.id, Date.now() - DAY_MS)) >= uploadsPerDay())
    throw new HttpError(429, MESSAGES.uploadDailyQuota);
  const pending = await store.uploads.pendingOf(user.id);
  if (pending.count >= UPLOAD_QUOTA.files || pending.bytes + file.size > UPLOAD_QUOTA.bytes)
    throw new HttpError(429, MESSAGES.uploadQuota);
  let bytes = file.bytes;
  if (ctx.images) {
    const verdict = await ctx.images.reencode(file.bytes, extension, MAX_IMAGE_PIXELS);
    if (verdict.kind === "tooManyPixels") throw new HttpError(413, MESSAGES.imageTooManyPixels);
    if (verdict.kind === "unreadable") throw new HttpError(415, MESSAGES.fileNotImage);
    bytes = verdict.bytes;
  }
  const url = await store.uploads.save(bytes, extension, user.id);
  return created({ imageUrl: url, url });
};

export const uploadsOperations = { uploadImage };
