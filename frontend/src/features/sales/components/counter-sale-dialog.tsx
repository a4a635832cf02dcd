// 'Nueva Venta' with 'Modo mostrador' on, in a dialog: the counter sale (./use-counter-sale) with the
// product picker, the cart, its fields and buttons. The side panel holds the same sale.
import { Button, Classes } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import type { Sale, ShopSettings } from "@/lib/api/types";
import type { SaleProduct } from "../lib/sale-types";
import { CounterSaleButtons, CounterSaleFields, counterSaleKeys } from "./counter-sale-fields";
import { LostSaleAction } from "./lost-sale-action";
import { ProductPicker } from "./product-picker";
import { SaleCart } from "./sale-cart";
import { SaveQuoteButton } from "./save-quote-button";
import { useCounterSale } from "./use-counter-sale";

export interface CounterSaleDialogProps {
  isOpen: boolean;
  shop: ShopSettings;
  initialSearch?: string;
  /** A part to start the cart with (the inventory's 'Vender'); the line rules still apply. */
  initialProduct?: SaleProduct;
  onClose: () => void;
  /** `byKey`: recorded by F9/F8; the dialog stays open with an empty sale for the next customer. */
  onRecorded: (sale: Sale, how: { byKey: boolean }) => void;
}

export function CounterSaleDialog(props: CounterSaleDialogProps) {
  // A new key after a sale recorded by keyboard starts an empty one, its search focused.
  const [round, setRound] = useState(0);
  const { isOpen, onRecorded } = props;
  if (!isOpen && round !== 0) setRound(0);
  return (
    <AppDialog isOpen={isOpen} onClose={props.onClose} title="Nueva Venta" className="sale-dialog">
      {isOpen ? (
        <CounterSaleForm
          key={round}
          {...props}
          {...(round > 0 ? { initialSearch: "", initialProduct: undefined } : {})}
          onRecorded={(sale, how) => {
            if (how.byKey) setRound((current) => current + 1);
            onRecorded(sale, how);
          }}
        />
      ) : null}
    </AppDialog>
  );
}

function CounterSaleForm({
  shop,
  initialSearch = "",
  initialProduct,
  onClose,
  onRecorded,
}: CounterSaleDialogProps) {
  const counter = useCounterSale(shop, { initialSearch, onRecorded });
  // Once per opening: a remount under StrictMode must not add the part twice or toast twice.
  const started = useRef(false);
  const { addProduct } = counter.sale;
  useEffect(() => {
    if (!initialProduct || started.current) return;
    started.current = true;
    addProduct(initialProduct);
  }, [initialProduct, addProduct]);

  return (
    // The wrapper adds no box: it only hears F9 and F8 from every field of the sale.
    <div className="sale-dialog-keys" onKeyDown={counterSaleKeys(counter)}>
      <div className={`${Classes.DIALOG_BODY} sale-dialog-body`}>
        <ProductPicker
          sale={counter.sale}
          placeholder="Nombre, SKU, código o vehículo..."
          counterKeys={{ settled: counter.settled }}
        />
        <div className="sale-side">
          <SaleCart sale={counter.sale} counter />
          <CounterSaleFields counter={counter} />
        </div>
        <LostSaleAction counter={counter} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>Cancelar</Button>
          <SaveQuoteButton counter={counter} shop={shop} />
          <CounterSaleButtons counter={counter} />
        </div>
      </div>
    </div>
  );
}
