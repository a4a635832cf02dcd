// Product images: one multipart field `image`, at most 5 MB, a real JPEG, PNG, WebP or GIF by its
// bytes. Nothing is stored: the browser gets a blob: URL it can show, node a made-up /uploads path.
import { MESSAGES } from "../../rules/messages";
import { errorResponse } from "../support/http";
import { detectImageType } from "../../rules/image-type";
import { http, handle } from "../support/route";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

let uploadCount = 0;

async function readImage(request: Request): Promise<File | null> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return null;
  try {
    const image = (await request.formData()).get("image");
    return image instanceof File ? image : null;
  } catch {
    return null;
  }
}

export const uploadsHandlers = [
  http.post(
    "/api/upload",
    handle("uploadImage", async (ctx, { response }) => {
      const file = await readImage(ctx.request);
      if (!file) return errorResponse(400, MESSAGES.fileMissing);
      if (file.size > MAX_UPLOAD_BYTES) return errorResponse(413, MESSAGES.fileTooLarge);
      const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const extension = detectImageType(bytes);
      if (!extension) return errorResponse(415, MESSAGES.fileNotImage);
      uploadCount += 1;
      // A blob: URL is short (product imageUrl allows 500 characters) and shows in the page.
      const url =
        typeof document !== "undefined" && typeof URL.createObjectURL === "function"
          ? URL.createObjectURL(file)
          : `/uploads/mock-${uploadCount}.${extension}`;
      return response(201).json({ imageUrl: url, url });
    }),
  ),
];
