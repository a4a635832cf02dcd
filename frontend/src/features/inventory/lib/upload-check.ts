// Client-side check before POST /api/upload, with the server's own wording (rules/messages.ts):
// the server enforces the same limits (413 / 415), this only saves a pointless upload.
import { FILE_NOT_IMAGE, FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from "@rules/image-type";

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

// Rule texts are getters: read when shown, not while the module loads (build/eslint-rule-reads-at-load.js).
export const UPLOAD_MESSAGES = {
  get tooLarge() {
    return FILE_TOO_LARGE;
  },
  get notImage() {
    return FILE_NOT_IMAGE;
  },
} as const;

/** The reason a file is refused, or null when it may be uploaded. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return UPLOAD_MESSAGES.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
