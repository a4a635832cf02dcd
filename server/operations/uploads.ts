// Product images: one multipart field `image`, at most 5 MB, kept only when its bytes are a real
// JPEG, PNG, WebP or GIF (never by name or claimed type); the store chooses where it is kept.
import { detectImageType } from "../../rules/image-type";
import { MESSAGES } from "../../rules/messages";
import { HttpError, badRequest } from "../errors";
import { created, type Operation } from "./types";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const uploadImage: Operation<"uploadImage"> = async ({ store }, { body: file }) => {
  if (!file) throw badRequest(MESSAGES.fileMissing);
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge);
  const extension = detectImageType(file.bytes);
  if (!extension) throw new HttpError(415, MESSAGES.fileNotImage);
  const url = await store.uploads.save(file.bytes, extension);
  return created({ imageUrl: url, url });
};

export const uploadsOperations = { uploadImage };
