// Adds parts to an order or a receipt: by search (name, SKU, any code), by the camera ('Escanear') or
// by a keyboard-wedge scanner, which this form takes over while it is open (a scan adds one unit of
// the part instead of opening it).
import { Button } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { useState } from "react";
import { CODE_NOT_FOUND } from "@rules/code-messages";
import { ScanButton } from "@/components/scanning/scan-button";
import { SearchBox } from "@/components/search-box";
import { toast } from "@/components/toaster";
import type { Product } from "@/lib/api/types";
import { formatCopCents } from "@/lib/format";
import { scanToProduct } from "@/lib/product-codes/scan-lookup";
import { useWedgeScanner } from "@/lib/scanning/use-wedge-scanner";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { usePartSearch } from "../api/use-part-search";

export interface PartSearchProps {
  onPick: (product: Product) => void;
}

export function PartSearch({ onPick }: PartSearchProps) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search, 300).trim();
  const found = usePartSearch(term);
  const items = term && found.data ? found.data.items : [];
  useWedgeScanner({
    takeOver: true,
    onScan: (code) =>
      void scanToProduct(code, onPick).then((answer) => {
        if (!answer.found) void toast.warning(CODE_NOT_FOUND, answer.message);
      }),
  });

  return (
    <div className="pur-part-search">
      <div className="pur-part-search-bar">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Buscar producto por nombre, SKU o código..."
          label="Buscar producto"
        />
        <ScanButton onCode={(code) => scanToProduct(code, onPick)} />
      </div>
      {items.length > 0 ? (
        <ul className="pur-part-results" aria-label="Productos encontrados">
          {items.map((product) => (
            <li key={product.id}>
              <span className="pur-part-name">
                {product.name} <small>{product.sku}</small>
              </span>
              <span className="pur-part-meta">
                Stock {product.stock} · Costo {formatCopCents(product.costPrice)}
              </span>
              <Button
                size="small"
                icon={<Add />}
                text="Agregar"
                aria-label={`Agregar ${product.name}`}
                onClick={() => {
                  onPick(product);
                  setSearch("");
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
