// One paged list of parts under its own heading: the shape both 'Compatibles' lists share (the parts
// that fit the customer's vehicle, and the universal parts). The caller owns the request; the page
// and page size come from usePartsPaging.
import { useState, type ReactNode } from "react";
import { AsyncState } from "@/components/async-state";
import { ListPagination } from "@/components/list-pagination";
import type { ApiError } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";
import type { Paged } from "@/lib/api/use-paged-list";
import { DEFAULT_PAGE_SIZE } from "@/lib/pagination";
import { PartsList } from "./parts-list";
import "./vehicles.css";

/** Page 1 and the default size; a new page size starts again on page 1. */
export function usePartsPaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  return { page, pageSize, offset: (page - 1) * pageSize, setPage, changePageSize };
}

export interface PartsSectionProps {
  titleId: string;
  title: ReactNode;
  note?: string;
  /** The table's (or, on a phone, the list's) accessible name. */
  listLabel: string;
  query: { data?: Paged<Product>; error?: ApiError; isLoading: boolean; retry: () => void };
  paging: ReturnType<typeof usePartsPaging>;
  loadingText: string;
  errorTitle: string;
  emptyTitle: string;
  emptyDescription?: string;
}

export function PartsSection({
  titleId,
  title,
  note,
  listLabel,
  query,
  paging,
  ...texts
}: PartsSectionProps) {
  const { data, error, isLoading, retry } = query;
  const total = data?.total ?? 0;
  return (
    <section className="parts-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="parts-section-title">
        {title}
      </h3>
      {note ? <p className="parts-section-note">{note}</p> : null}
      <AsyncState
        loading={isLoading && !data}
        loadingText={texts.loadingText}
        error={data ? undefined : error}
        errorTitle={texts.errorTitle}
        onRetry={retry}
        empty={total === 0}
        emptyTitle={texts.emptyTitle}
        emptyDescription={texts.emptyDescription}
      >
        <PartsList products={data?.items ?? []} label={listLabel} />
        <ListPagination
          page={paging.page}
          pageSize={paging.pageSize}
          total={total}
          itemsLabel="repuestos"
          onPageChange={paging.setPage}
          onPageSizeChange={paging.changePageSize}
        />
      </AsyncState>
    </section>
  );
}
