// The multipart field and size limit of each upload operation; both transports read uploads by it.

import { MAX_UPLOAD_BYTES } from "../../rules/image-type";

/** A products spreadsheet: 100 000 rows of a full catalogue fit well within it. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

const LIMITS: Record<string, { field: string; maxBytes: number }> = {
  uploadImage: { field: "image", maxBytes: MAX_UPLOAD_BYTES },
  uploadProductImport: { field: "file", maxBytes: MAX_IMPORT_BYTES },
};

export function uploadLimit(operationId: string): { field: string; maxBytes: number } {
  return LIMITS[operationId] ?? { field: "image", maxBytes: MAX_UPLOAD_BYTES };
}
