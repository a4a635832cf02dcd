// View mode of the product dialog: image, codes, prices in USD, margin, stock, the details and the
// 'Historial' (prices and stock movements).
import { Button } from "@blueprintjs/core";
import { Barcode, Duplicate, Exchange, History } from "@blueprintjs/icons";
import { useState } from "react";
import { toast } from "@/components/toaster";
import { formatPercent, formatUsd } from "@/lib/format";
import type { Product } from "@/lib/api/types";
import { marginFromPrices } from "../lib/price-sync";
import { ProductHistory } from "./product-history";
import { ProductImage } from "./product-image";
import { DiscountTag, StockTag, yearRange } from "./product-tags";

export interface ProductViewProps {
  product: Product;
  /** Administrador: cost price and margin are shown. */
  admin: boolean;
  onShowCodes: () => void;
  /** Administrador: opens 'Ajustar stock'. */
  onAdjustStock?: () => void;
}

async function copyBarcode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    void toast.success("Copiado", "Código copiado al portapapeles");
  } catch {
    void toast.error("Error", "No se pudo copiar el código al portapapeles");
  }
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="inv-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ProductView({ product, admin, onShowCodes, onAdjustStock }: ProductViewProps) {
  const [showHistory, setShowHistory] = useState(false);
  const margin = marginFromPrices(product.costPrice, product.sellingPrice);
  return (
    <div className="inv-view">
      <div className="inv-view-head">
        <ProductImage name={product.name} imageUrl={product.imageUrl} size={140} />
        <div>
          <h2 className="inv-view-name">
            {product.name} <DiscountTag discount={product.discount} />
          </h2>
          <dl className="inv-facts">
            <Fact label="SKU">
              <span className="inv-sku">{product.sku}</span>
            </Fact>
            <Fact label="Categoría">{product.category?.name ?? "—"}</Fact>
            {product.subcategory ? <Fact label="Subcategoría">{product.subcategory.name}</Fact> : null}
            <Fact label="Marca">{product.brand?.name ?? "—"}</Fact>
          </dl>
        </div>
      </div>
      <dl className="inv-facts inv-facts-grid">
        {admin ? <Fact label="Precio de costo">{formatUsd(product.costPrice)}</Fact> : null}
        <Fact label="Precio de venta">{formatUsd(product.sellingPrice)}</Fact>
        {admin ? <Fact label="ROI / Margen">{margin === null ? "—" : formatPercent(margin, 1)}</Fact> : null}
        <Fact label="Stock">
          {/* The dialog's badge turns red at 5 or fewer whatever the product's own threshold. */}
          <StockTag stock={product.stock} threshold={null} />
        </Fact>
      </dl>
      <h3 className="inv-view-subtitle">Detalles adicionales</h3>
      <dl className="inv-facts inv-facts-grid">
        <Fact label="Años">{yearRange(product)}</Fact>
        <Fact label="Código de barras">
          {product.barcode ? (
            <span className="inv-copy">
              <span className="inv-sku">{product.barcode}</span>
              <Button
                size="small"
                variant="minimal"
                icon={<Duplicate />}
                aria-label="Copiar código de barras"
                onClick={() => void copyBarcode(product.barcode ?? "")}
              />
            </span>
          ) : (
            "Sin código"
          )}
        </Fact>
        {product.location ? <Fact label="Ubicación">{product.location}</Fact> : null}
        <Fact label="Notas">{product.notes || "Sin notas"}</Fact>
      </dl>
      <div className="inv-view-buttons">
        <Button icon={<Barcode />} text="Códigos del Producto" onClick={onShowCodes} />
        {admin && onAdjustStock ? (
          <Button icon={<Exchange />} text="Ajustar stock" onClick={onAdjustStock} />
        ) : null}
        <Button
          icon={<History />}
          text="Historial"
          active={showHistory}
          onClick={() => setShowHistory((v) => !v)}
        />
      </div>
      {showHistory ? <ProductHistory productId={product.id} admin={admin} /> : null}
    </div>
  );
}
