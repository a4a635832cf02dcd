// The side panel 'Nueva Venta' with 'Modo mostrador' on: the same counter sale as the dialog
// (./use-counter-sale) in a narrow column. It empties itself once a sale is recorded.
import { Card, H3 } from "@blueprintjs/core";
import { useState } from "react";
import type { Sale, ShopSettings } from "@/lib/api/types";
import { CounterSaleButtons, CounterSaleFields, counterSaleKeys } from "./counter-sale-fields";
import { LostSaleAction } from "./lost-sale-action";
import { ProductPicker } from "./product-picker";
import { SaleCart } from "./sale-cart";
import { SaveQuoteButton } from "./save-quote-button";
import { useCounterSale } from "./use-counter-sale";

export interface CounterSalePanelProps {
  shop: ShopSettings;
  onRecorded: (sale: Sale, how: { byKey: boolean }) => void;
}

export function CounterSalePanel({ shop, onRecorded }: CounterSalePanelProps) {
  // A new key after each recorded sale starts an empty one; after F9/F8 its search has the focus.
  const [round, setRound] = useState({ count: 0, byKey: false });
  return (
    <Card className="sales-panel sales-panel-counter" aria-labelledby="sales-panel-title" role="region">
      <H3 id="sales-panel-title">Nueva Venta</H3>
      <PanelSale
        key={round.count}
        shop={shop}
        focusSearch={round.byKey}
        onRecorded={(sale, how) => {
          setRound((current) => ({ count: current.count + 1, byKey: how.byKey }));
          onRecorded(sale, how);
        }}
      />
    </Card>
  );
}

function PanelSale({ shop, onRecorded, focusSearch }: CounterSalePanelProps & { focusSearch: boolean }) {
  const counter = useCounterSale(shop, { listWithoutSearch: false, onRecorded });
  return (
    // Hears F9 and F8 from every field of the sale.
    <div onKeyDown={counterSaleKeys(counter)}>
      <ProductPicker
        sale={counter.sale}
        placeholder="Nombre, SKU, código o vehículo..."
        autoFocus={focusSearch}
        waitsForSearch
        counterKeys={{ settled: counter.settled }}
      />
      <LostSaleAction counter={counter} />
      <SaleCart sale={counter.sale} counter emptyText="No hay productos en el carrito" />
      <CounterSaleFields counter={counter} />
      <div className="sales-panel-actions">
        <CounterSaleButtons counter={counter} />
      </div>
      <SaveQuoteButton counter={counter} shop={shop} />
    </div>
  );
}
