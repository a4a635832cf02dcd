// The page buttons of the models list: the first page, the last page and the current
// page ±1, with an ellipsis wherever pages are left out.

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

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

/** The page (1-based) holding the item at the index, for a deep link to one model. */
export function pageOfIndex(index: number, pageSize: number): number {
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}
