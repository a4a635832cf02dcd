// 'Nueva Venta' with 'Modo mostrador' on, in a dialog: the counter sale (./use-counter-sale) with the
// product picker, the cart, its fields and buttons. The side panel holds the same sale.
import { Button, Classes } from "@blueprintjs/core";
import { useEffect, useRef } from "react";
import { AppDialog } from "@/components/app-dialog";
import type { Sale, ShopSettings } from "@/lib/api/types";
import type { SaleProduct } from "../lib/sale-types";
import { CounterSaleButtons, CounterSaleFields } from "./counter-sale-fields";
import { ProductPicker } from "./product-picker";
import { SaleCart } from "./sale-cart";
import { useCounterSale } from "./use-counter-sale";

export interface CounterSaleDialogProps {
  isOpen: boolean;
  shop: ShopSettings;
  initialSearch?: string;
  /** A part to start the cart with (the inventory's 'Vender'); the line rules still apply. */
  initialProduct?: SaleProduct;
  onClose: () => void;
  onRecorded: (sale: Sale) => void;
}

export function CounterSaleDialog(props: CounterSaleDialogProps) {
  return (
    <AppDialog isOpen={props.isOpen} onClose={props.onClose} title="Nueva Venta" className="sale-dialog">
      {props.isOpen ? <CounterSaleForm {...props} /> : null}
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
    <>
      <div className={`${Classes.DIALOG_BODY} sale-dialog-body`}>
        <ProductPicker sale={counter.sale} placeholder="Nombre, SKU, código o vehículo..." />
        <div className="sale-side">
          <SaleCart sale={counter.sale} counter />
          <CounterSaleFields counter={counter} />
        </div>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>Cancelar</Button>
          <CounterSaleButtons counter={counter} />
        </div>
      </div>
    </>
  );
}
