// The parts a typed name or number finds, to mark one equivalent ('' asks nothing).
import { useApiQuery } from "@/lib/api/client";

export function useEquivalentCandidates(term: string) {
  return useApiQuery("/api/products", term ? { params: { query: { search: term, limit: 6 } } } : null, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
