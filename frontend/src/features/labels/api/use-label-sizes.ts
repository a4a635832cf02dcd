import { useApiQuery } from "@/lib/api/client";

/** GET /api/label-sizes: predefined and custom sizes. */
export function useLabelSizes() {
  return useApiQuery("/api/label-sizes", {}, { revalidateOnFocus: false, errorRetryCount: 1 });
}
