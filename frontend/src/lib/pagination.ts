// Page arithmetic shared by every paginated list: the specification's page sizes and page counts.

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First and last item numbers shown on a page (1-based), 0-0 for an empty list. */
export function pageBounds(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  return { first: (page - 1) * pageSize + 1, last: Math.min(total, page * pageSize) };
}

/** The items of one page of an in-memory list. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** The page buttons of a numbered pagination: first, last and current ±1, an ellipsis for each gap. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [1];
  const shown = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push(page === totalPages ? "ellipsis-end" : "ellipsis-start");
    }
    items.push(page);
  });
  return items;
}

/** The page (1-based) holding the item at the index, for a deep link to one item. */
export function pageOfIndex(index: number, pageSize: number): number {
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}
