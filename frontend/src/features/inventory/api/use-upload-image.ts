// POST /api/upload (multipart, field `image`). The answer carries the stored path both as imageUrl
// and url; either is read. The server's 413/415 text arrives as the thrown ApiError's message.
import { apiClient } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";

async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  const { data } = await apiClient.POST("/api/upload", {
    // openapi-fetch sends FormData untouched and lets the browser set the multipart boundary.
    body: form as unknown as { image: string },
  });
  const location = data?.imageUrl || data?.url;
  if (!location) throw new ApiError("Error al subir la imagen", 0);
  return location;
}

/** The upload as a stable function for event handlers. */
export function useUploadImage(): typeof uploadImage {
  return uploadImage;
}
