// The side panel 'Nueva Venta' with 'Modo mostrador' on: the same counter sale as the dialog
// (./use-counter-sale) in a narrow column. It empties itself once a sale is recorded.
import { Card, H3 } from "@blueprintjs/core";
import { useState } from "react";
import type { Sale, ShopSettings } from "@/lib/api/types";
import { CounterSaleButtons, CounterSaleFields } from "./counter-sale-fields";
import { ProductPicker } from "./product-picker";
import { SaleCart } from "./sale-cart";
import { useCounterSale } from "./use-counter-sale";

export interface CounterSalePanelProps {
  shop: ShopSettings;
  onRecorded: (sale: Sale) => void;
}

export function CounterSalePanel({ shop, onRecorded }: CounterSalePanelProps) {
  // A new key after each recorded sale starts an empty one.
  const [round, setRound] = useState(0);
  return (
    <Card className="sales-panel sales-panel-counter" aria-labelledby="sales-panel-title" role="region">
      <H3 id="sales-panel-title">Nueva Venta</H3>
      <PanelSale
        key={round}
        shop={shop}
        onRecorded={(sale) => {
          setRound((current) => current + 1);
          onRecorded(sale);
        }}
      />
    </Card>
  );
}

function PanelSale({ shop, onRecorded }: CounterSalePanelProps) {
  const counter = useCounterSale(shop, { listWithoutSearch: false, onRecorded });
  return (
    <>
      <ProductPicker
        sale={counter.sale}
        placeholder="Nombre, SKU, código o vehículo..."
        autoFocus={false}
        waitsForSearch
      />
      <SaleCart sale={counter.sale} counter emptyText="No hay productos en el carrito" />
      <CounterSaleFields counter={counter} />
      <div className="sales-panel-actions">
        <CounterSaleButtons counter={counter} />
      </div>
    </>
  );
}
