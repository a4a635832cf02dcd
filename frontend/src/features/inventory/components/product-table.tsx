// The product list on wide screens: a Blueprint table, one row per product of the current page.
import "@blueprintjs/table/lib/css/table.css";
import { Cell, Column, Table, type CellRenderer } from "@blueprintjs/table";
import { useEffect, useRef, useState } from "react";
import { formatCop } from "@/lib/format";
import type { Product } from "@/lib/api/types";
import { ProductActions, type ProductActionHandlers } from "./product-actions";
import { ProductImage } from "./product-image";
import { ProductNameInfo, StockTag } from "./product-tags";

export interface ProductTableProps extends ProductActionHandlers {
  products: Product[];
  /** Administrador: sees the cost price, edit and delete. */
  admin: boolean;
}

const ROW_HEIGHT = 64;
/** The name column takes the width the others leave, so 'Acciones' is visible without scrolling. */
const MIN_NAME_WIDTH = 180;

/** Inner width of the element, followed as the window or the sidebar changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function ProductPrice({ product, admin }: { product: Product; admin: boolean }) {
  return (
    <div className="inv-price">
      <span className="inv-price-selling">{formatCop(product.sellingPrice)}</span>
      {admin ? <span className="inv-price-cost">Costo: {formatCop(product.costPrice)}</span> : null}
    </div>
  );
}

export function ProductTable({ products, admin, ...handlers }: ProductTableProps) {
  const [wrapRef, wrapWidth] = useWidth<HTMLDivElement>();
  const cell = (render: (product: Product) => React.ReactNode, interactive = false): CellRenderer => {
    const renderer = (row: number) => {
      const product = products[row];
      return (
        <Cell interactive={interactive} className="inv-cell" wrapText>
          {product ? render(product) : null}
        </Cell>
      );
    };
    return renderer;
  };

  const columns = [
    { name: "Imagen", width: 68, render: cell((p) => <ProductImage name={p.name} imageUrl={p.imageUrl} />) },
    { name: "SKU", width: 104, render: cell((p) => <span className="inv-sku">{p.sku}</span>) },
    { name: "Nombre", width: 0, render: cell((p) => <ProductNameInfo product={p} />) },
    { name: "Categoría", width: 100, render: cell((p) => p.category?.name ?? "—") },
    { name: "Marca", width: 90, render: cell((p) => p.brand?.name ?? "—") },
    { name: "Precio", width: 112, render: cell((p) => <ProductPrice product={p} admin={admin} />) },
    {
      name: "Stock",
      width: 60,
      render: cell((p) => <StockTag stock={p.stock} threshold={p.stockThreshold} />),
    },
    {
      name: "Acciones",
      width: admin ? 196 : 136,
      render: cell((p) => <ProductActions product={p} admin={admin} {...handlers} />, true),
    },
  ];

  const others = columns.reduce((sum, c) => sum + c.width, 0);
  // 2 px for the table's borders; before the first measure, assume the minimum.
  const nameWidth = Math.max(MIN_NAME_WIDTH, wrapWidth - others - 2);
  const widths = columns.map((c) => (c.name === "Nombre" ? nameWidth : c.width));

  return (
    <div className="inv-table-wrap" ref={wrapRef}>
      {/* Mounted once measured: Blueprint ignores the first change of columnWidths after mounting. */}
      {wrapWidth > 0 ? (
        <Table
          numRows={products.length}
          defaultRowHeight={ROW_HEIGHT}
          columnWidths={widths}
          enableRowHeader={false}
          enableRowResizing={false}
          enableColumnResizing={false}
          enableFocusedCell={false}
          selectionModes={[]}
          // Cells hold live React content (buttons, images): re-render them when the page changes.
          cellRendererDependencies={[products, admin]}
        >
          {columns.map((column) => (
            <Column key={column.name} name={column.name} cellRenderer={column.render} />
          ))}
        </Table>
      ) : null}
    </div>
  );
}
