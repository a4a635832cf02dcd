import { useApiQuery } from "@/lib/api/client";

/** GET /api/label-templates: every template, active or not. */
export function useLabelTemplates() {
  return useApiQuery("/api/label-templates", {}, { revalidateOnFocus: false, errorRetryCount: 1 });
}
