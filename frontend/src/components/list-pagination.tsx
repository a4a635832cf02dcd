// Pagination under every list: the count, the page size (10/20/50/100) and first/previous/next/last.
// The plain variant reads "Mostrando X-Y de Z", picks the size from a select and shows
// "Página N de M"; the numbered one (the vehicles' models) reads "Mostrando N de Z", picks the size
// with buttons and shows the page numbers: first, last and current ±1, with ellipses between.
import { Button, ButtonGroup, HTMLSelect } from "@blueprintjs/core";
import { ChevronBackward, ChevronForward, ChevronLeft, ChevronRight } from "@blueprintjs/icons";
import { PAGE_SIZES, pageBounds, pageCount, pageItems } from "@/lib/pagination";
import "./list.css";

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Plural noun of the items, e.g. "productos", "clientes". */
  itemsLabel?: string;
  numbered?: boolean;
}

export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  itemsLabel = "productos",
  numbered = false,
}: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  const { first, last } = pageBounds(page, pageSize, total);
  const sizesLabel = `${capitalize(itemsLabel)} por página`;
  return (
    <nav
      className={numbered ? "list-pagination list-pagination-numbered" : "list-pagination"}
      aria-label={numbered ? `Paginación de ${itemsLabel}` : "Paginación"}
    >
      {numbered ? (
        <span className="list-pagination-count" role="status">
          Mostrando {total === 0 ? 0 : last - first + 1} de {total} {itemsLabel}
        </span>
      ) : (
        <span className="list-pagination-count">
          Mostrando {first}-{last} de {total} {itemsLabel}
        </span>
      )}
      {numbered ? (
        <ButtonGroup aria-label={sizesLabel}>
          {PAGE_SIZES.map((size) => (
            <Button
              key={size}
              text={String(size)}
              active={size === pageSize}
              aria-pressed={size === pageSize}
              aria-label={`${size} por página`}
              onClick={() => onPageSizeChange(size)}
            />
          ))}
        </ButtonGroup>
      ) : (
        <label className="list-pagination-size">
          Por página
          <HTMLSelect
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            aria-label={sizesLabel}
          />
        </label>
      )}
      <ButtonGroup className="list-pagination-pages">
        <Button
          icon={<ChevronBackward />}
          aria-label="Primera página"
          disabled={page <= 1}
          onClick={() => onPageChange(1)}
        />
        <Button
          icon={<ChevronLeft />}
          aria-label="Página anterior"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        {numbered ? (
          <PageNumbers page={page} pages={pages} onPageChange={onPageChange} />
        ) : (
          <Button variant="minimal" disabled className="list-pagination-page">
            Página {page} de {pages}
          </Button>
        )}
        <Button
          icon={<ChevronRight />}
          aria-label="Página siguiente"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        />
        <Button
          icon={<ChevronForward />}
          aria-label="Última página"
          disabled={page >= pages}
          onClick={() => onPageChange(pages)}
        />
      </ButtonGroup>
    </nav>
  );
}

function PageNumbers({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  return pageItems(page, pages).map((item) =>
    typeof item === "number" ? (
      <Button
        key={item}
        text={String(item)}
        active={item === page}
        intent={item === page ? "primary" : "none"}
        aria-label={`Página ${item}`}
        aria-current={item === page ? "page" : undefined}
        onClick={() => onPageChange(item)}
      />
    ) : (
      <span key={item} className="list-pagination-ellipsis" aria-hidden>
        …
      </span>
    ),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
