// The new-sale dialog: products from the fixed sample list, cart lines, an
// optional customer, the payment method and the two submit buttons. Nothing is sent anywhere: the
// submission goes back to the sales page, which keeps it in memory.
import { Button, Classes, FormGroup, InputGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { useId } from "react";
import { AppDialog } from "@/components/app-dialog";
import { PAYMENT_METHOD_OPTIONS } from "../lib/sale-rules";
import type { PaymentMethod, SaleProduct, SaleStatus, SaleSubmission } from "../lib/sale-types";
import { ProductPicker } from "./product-picker";
import { SaleCart } from "./sale-cart";
import { useNewSale } from "./use-new-sale";

export interface NewSaleDialogProps {
  isOpen: boolean;
  products: readonly SaleProduct[];
  onClose: () => void;
  onSubmit: (submission: SaleSubmission, status: SaleStatus) => void;
  /** The sales page enables 'Venta Pendiente'; elsewhere the dialog offers only 'Completar Venta'. */
  allowPending?: boolean;
  initialSearch?: string;
}

export function NewSaleDialog(props: NewSaleDialogProps) {
  return (
    <AppDialog isOpen={props.isOpen} onClose={props.onClose} title="Nueva Venta" className="sale-dialog">
      {/* Mounted only while open, so every opening starts with an empty sale. */}
      {props.isOpen ? <NewSaleForm {...props} /> : null}
    </AppDialog>
  );
}

function NewSaleForm({ products, onClose, onSubmit, allowPending, initialSearch }: NewSaleDialogProps) {
  const sale = useNewSale(products, initialSearch);
  const customerId = useId();
  const finish = (status: SaleStatus) => {
    const submission = sale.submit();
    if (submission) onSubmit(submission, status);
  };
  return (
    <>
      <div className={`${Classes.DIALOG_BODY} sale-dialog-body`}>
        <ProductPicker sale={sale} />
        <div className="sale-side">
          <SaleCart sale={sale} />
          <FormGroup label="Cliente (opcional)" labelFor={customerId}>
            <InputGroup
              id={customerId}
              placeholder="Nombre del cliente"
              value={sale.customer}
              onValueChange={sale.setCustomer}
            />
          </FormGroup>
          <RadioGroup
            label="Método de pago"
            name="payment-method"
            selectedValue={sale.paymentMethod}
            onChange={(event) => sale.setPaymentMethod(event.currentTarget.value as PaymentMethod)}
          >
            {PAYMENT_METHOD_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </RadioGroup>
        </div>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>Cancelar</Button>
          {allowPending ? (
            <Button intent="warning" onClick={() => finish("pending")}>
              Venta Pendiente
            </Button>
          ) : null}
          <Button intent="primary" onClick={() => finish("completed")}>
            Completar Venta
          </Button>
        </div>
      </div>
    </>
  );
}
