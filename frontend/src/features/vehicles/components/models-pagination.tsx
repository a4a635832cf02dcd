// Under the models list: 'Mostrando X de Y modelos', page-size buttons (10, 20, 50, 100) and
// first / previous / page numbers (first, last, current ±1, with ellipses) / next / last.
import { Button, ButtonGroup } from "@blueprintjs/core";
import { ChevronBackward, ChevronForward, ChevronLeft, ChevronRight } from "@blueprintjs/icons";
import { PAGE_SIZES, pageCount } from "@/lib/pagination";
import { pageItems } from "../lib/page-numbers";
import "./vehicles.css";

export interface ModelsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export function ModelsPagination({
  page,
  pageSize,
  total,
  shown,
  onPageChange,
  onPageSizeChange,
}: ModelsPaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="models-pagination" aria-label="Paginación de modelos">
      <span className="models-pagination-count" role="status">
        Mostrando {shown} de {total} modelos
      </span>
      <ButtonGroup className="models-pagination-sizes" aria-label="Modelos por página">
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
      <ButtonGroup className="models-pagination-pages">
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
        {pageItems(page, pages).map((item) =>
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
            <span key={item} className="models-pagination-ellipsis" aria-hidden>
              …
            </span>
          ),
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
