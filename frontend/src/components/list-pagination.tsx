// Server-driven pagination: page size 10/20/50/100 and first/previous/next/last.
import { Button, ButtonGroup, HTMLSelect } from "@blueprintjs/core";
import { ChevronBackward, ChevronForward, ChevronLeft, ChevronRight } from "@blueprintjs/icons";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="inv-pagination" aria-label="Paginación">
      <span className="inv-pagination-count">
        Mostrando {first}-{last} de {total} productos
      </span>
      <label className="inv-pagination-size">
        Por página
        <HTMLSelect
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          aria-label="Productos por página"
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
        <Button variant="minimal" disabled className="inv-pagination-page">
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
