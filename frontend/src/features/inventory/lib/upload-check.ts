// Client-side check before POST /api/upload, with the server's own wording (rules/messages.ts):
// the server enforces the same limits (413 / 415), this only saves a pointless upload.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

export const UPLOAD_MESSAGES = {
  tooLarge: "La imagen supera el límite de 5 MB",
  notImage: "El archivo debe ser una imagen JPG, PNG, WebP o GIF",
} as const;

/** The reason a file is refused, or null when it may be uploaded. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return UPLOAD_MESSAGES.notImage;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
