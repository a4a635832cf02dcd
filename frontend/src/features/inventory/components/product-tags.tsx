// Small badges shared by the table, the cards and the dialog: discount, years, stock.
import { RESULT_ITEM } from "@/lib/shortcuts/result-keys";
import { Badge } from "@/components/badge";
import type { Product } from "@/lib/api/types";
import { fitmentYears, formatYearRange } from "@/lib/vehicle-years";
import { isLowStock } from "../lib/stock-status";

/** The part's years; without years of its own, the first model it fits; 'Universal' when neither. */
export function yearRange(product: Pick<Product, "yearFrom" | "yearTo" | "fitment">): string {
  const fitment = product.fitment;
  if (product.yearFrom !== null || product.yearTo !== null || !fitment)
    return formatYearRange(product.yearFrom, product.yearTo, "Universal");
  const years = fitmentYears(fitment.yearFrom, fitment.yearTo);
  const model = `${fitment.brandName} ${fitment.vehicleName}${years ? ` ${years}` : ""}`;
  return fitment.more > 0 ? `${model} y ${fitment.more} más` : model;
}

export function DiscountTag({ discount }: { discount: number | null }) {
  if (!discount || discount <= 0) return null;
  return (
    <Badge intent="success" minimal round className="inv-discount">
      -{discount}%
    </Badge>
  );
}

export function StockTag({ stock, threshold }: { stock: number; threshold?: number | null }) {
  const low = isLowStock(stock, threshold);
  return (
    <Badge intent={low ? "danger" : "none"} minimal={!low} round title={low ? "Stock bajo" : undefined}>
      {stock}
    </Badge>
  );
}

/** Name with its discount badge and the year range, fitment or 'Universal'; with onOpen the name opens the product. */
export function ProductNameInfo({
  product,
  onOpen,
}: {
  product: Product;
  onOpen?: (product: Product) => void;
}) {
  return (
    <div className="inv-name">
      <div className="inv-name-line">
        {onOpen ? (
          <button
            type="button"
            className="inv-name-text inv-name-link"
            {...RESULT_ITEM}
            onClick={() => onOpen(product)}
          >
            {product.name}
          </button>
        ) : (
          <span className="inv-name-text">{product.name}</span>
        )}
        <DiscountTag discount={product.discount} />
      </div>
      <span className="inv-years">{yearRange(product)}</span>
    </div>
  );
}
