// The shop's words (GET/PUT /api/search-synonyms): lines such as 'balata = pastilla de freno' that
// every product search applies; an Administrador edits them in 'Inventario'.
import { useCallback } from "react";
import { apiClient, useApiQuery } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

export function useSearchSynonyms() {
  return useApiQuery("/api/search-synonyms", {});
}

export function useSaveSearchSynonyms(): (lines: string[]) => Promise<string[]> {
  return useCallback(async (lines) => {
    const { data } = await apiClient.PUT("/api/search-synonyms", { body: { lines } });
    // Searches already on screen were answered with the old words.
    await revalidatePaths("/api/search-synonyms", "/api/products");
    return data?.lines ?? lines;
  }, []);
}
