// The names the server gives uploaded images: `u<owner>-<32 hex>.<ext>` (older ones without the
// owner), in the four formats uploads produce. Nothing else is ever served from /uploads, put back
// by a restore or counted as an upload.
import type { ImageExtension } from "./image-type";

export const UPLOAD_NAME = /^(u\d+-)?[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

/** The Content-Type /uploads answers for each extension. */
export const UPLOAD_CONTENT_TYPE: Record<ImageExtension, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/** The extension of a server-given upload name, or null for any other name. */
export function uploadExtension(name: string): ImageExtension | null {
  return (UPLOAD_NAME.exec(name)?.[2] as ImageExtension | undefined) ?? null;
}
