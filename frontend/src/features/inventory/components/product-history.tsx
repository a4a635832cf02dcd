// The product dialog's 'Historial': its prices over time and its stock movements.
import { PriceHistorySection } from "./price-history-section";
import { StockMovementsSection } from "./stock-movements-section";

export function ProductHistory({ productId, admin }: { productId: number; admin: boolean }) {
  return (
    <div className="inv-history" aria-label="Historial">
      <PriceHistorySection productId={productId} admin={admin} />
      <StockMovementsSection productId={productId} />
    </div>
  );
}
