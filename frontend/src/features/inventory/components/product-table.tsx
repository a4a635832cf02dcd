// The product list on wide screens: a Blueprint table, one row per product of the current page.
import "@blueprintjs/table/lib/css/table.css";
import { Cell, Column, Table, type CellRenderer } from "@blueprintjs/table";
import { formatCop } from "../../../lib/format";
import type { Product } from "../../../lib/api/types";
import { ProductActions, type ProductActionHandlers } from "./product-actions";
import { ProductImage } from "./product-image";
import { ProductNameInfo, StockTag } from "./product-tags";

export interface ProductTableProps extends ProductActionHandlers {
  products: Product[];
  /** Administrador: sees the cost price, edit and delete. */
  admin: boolean;
}

const ROW_HEIGHT = 64;

export function ProductPrice({ product, admin }: { product: Product; admin: boolean }) {
  return (
    <div className="inv-price">
      <span className="inv-price-selling">{formatCop(product.sellingPrice)}</span>
      {admin ? <span className="inv-price-cost">Costo: {formatCop(product.costPrice)}</span> : null}
    </div>
  );
}

export function ProductTable({ products, admin, ...handlers }: ProductTableProps) {
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
    { name: "Imagen", width: 72, render: cell((p) => <ProductImage name={p.name} imageUrl={p.imageUrl} />) },
    { name: "SKU", width: 140, render: cell((p) => <span className="inv-sku">{p.sku}</span>) },
    { name: "Nombre", width: 280, render: cell((p) => <ProductNameInfo product={p} />) },
    { name: "Categoría", width: 130, render: cell((p) => p.category?.name ?? "—") },
    { name: "Marca", width: 120, render: cell((p) => p.brand?.name ?? "—") },
    { name: "Precio", width: 140, render: cell((p) => <ProductPrice product={p} admin={admin} />) },
    {
      name: "Stock",
      width: 80,
      render: cell((p) => <StockTag stock={p.stock} threshold={p.stockThreshold} />),
    },
    {
      name: "Acciones",
      width: admin ? 250 : 180,
      render: cell((p) => <ProductActions product={p} admin={admin} {...handlers} />, true),
    },
  ];

  return (
    <div className="inv-table-wrap">
      <Table
        numRows={products.length}
        defaultRowHeight={ROW_HEIGHT}
        columnWidths={columns.map((c) => c.width)}
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
    </div>
  );
}
