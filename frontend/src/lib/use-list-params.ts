// Search, page and page size of a list live in the URL (?q=&page=&size=), so a reload or the back
// button keeps the user's place. A new search or page size goes back to page 1.
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./pagination";

export interface ListParams {
  search: string;
  page: number;
  pageSize: number;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readSize(raw: string | null, fallback: number): number {
  const size = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

/** `defaultPageSize` is the size used (and left out of the URL) when none is chosen. */
export function useListParams(defaultPageSize: number = DEFAULT_PAGE_SIZE): ListParams {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return {
    search: params.get("q") ?? "",
    page: readPage(params.get("page")),
    pageSize: readSize(params.get("size"), defaultPageSize),
    // Typing replaces the history entry: one entry per search, not one per pause in typing.
    setSearch: useCallback(
      (search: string) => update({ q: search.trim() ? search : null, page: null }, true),
      [update],
    ),
    setPage: useCallback((page: number) => update({ page: page > 1 ? String(page) : null }, false), [update]),
    setPageSize: useCallback(
      (size: number) => update({ size: size === defaultPageSize ? null : String(size), page: null }, false),
      [update, defaultPageSize],
    ),
  };
}
