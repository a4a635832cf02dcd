// The four accepted image formats, recognized by their first bytes, never by the name or the
// Content-Type the client claims (an SVG or a script renamed .png is refused). BFF and mocks share it.
/** The largest image the server accepts (413 beyond); the product form checks it before sending. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = "La imagen supera el límite de 5 MB";
export const FILE_NOT_IMAGE = "El archivo debe ser una imagen JPG, PNG, WebP o GIF";

export type ImageExtension = "jpg" | "png" | "webp" | "gif";

export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}
