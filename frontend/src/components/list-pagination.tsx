// Pagination under every list: "Mostrando X-Y de Z", page size 10/20/50/100 and
// first/previous/next/last.
import { Button, ButtonGroup, HTMLSelect } from "@blueprintjs/core";
import { ChevronBackward, ChevronForward, ChevronLeft, ChevronRight } from "@blueprintjs/icons";
import { PAGE_SIZES, pageBounds, pageCount } from "@/lib/pagination";
import "./list.css";

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Plural noun of the items, e.g. "productos", "clientes". */
  itemsLabel?: string;
}

export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  itemsLabel = "productos",
}: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  const { first, last } = pageBounds(page, pageSize, total);
  return (
    <nav className="list-pagination" aria-label="Paginación">
      <span className="list-pagination-count">
        Mostrando {first}-{last} de {total} {itemsLabel}
      </span>
      <label className="list-pagination-size">
        Por página
        <HTMLSelect
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          aria-label={`${capitalize(itemsLabel)} por página`}
        />
      </label>
      <ButtonGroup>
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
        <Button variant="minimal" disabled className="list-pagination-page">
          Página {page} de {pages}
        </Button>
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

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
