// 'Registrar abono': amount, method, reference and date; it settles the oldest open sales first, or
// the sales ticked. The answer is the receipt: what it settled and the balance before and after.
import { Button, Checkbox, Classes, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useId, useState } from "react";
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { CustomerAccount, CustomerPayment } from "@/lib/api/types";
import { pesosToCents } from "@/lib/pesos-input";
import { printInNewWindow } from "@/lib/print-window";
import { useAccountActions } from "../api/use-accounts";
import { money } from "../lib/account-view";
import { paymentReceiptHtml, paymentReceiptRows } from "../lib/payment-receipt";

const METHODS = ["efectivo", "tarjeta", "transferencia"] as const;

type Method = (typeof METHODS)[number];

export function PaymentDialog({
  account,
  shopName,
  onClose,
}: {
  account: CustomerAccount | null;
  shopName: string;
  onClose: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<Method>("efectivo");
  const [reference, setReference] = useState("");
  const [date, setDate] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [receipt, setReceipt] = useState<CustomerPayment | null>(null);
  const { pay } = useAccountActions();
  const close = () => {
    setAmount("");
    setReference("");
    setDate("");
    setPicked([]);
    setReceipt(null);
    onClose();
  };
  const submit = async () => {
    if (!account) return;
    const amountCents = pesosToCents(amount);
    if (amountCents === null || amountCents <= 0) {
      toast.error("Indique el monto del abono");
      return;
    }
    setSaving(true);
    try {
      setReceipt(
        await pay(account.customerId, {
          amountCents,
          method,
          ...(reference.trim() ? { reference: reference.trim() } : {}),
          ...(date ? { date } : {}),
          ...(picked.length > 0 ? { saleIds: picked } : {}),
        }),
      );
      toast.success("Abono registrado");
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const open = account?.sales.filter((sale) => sale.openCents > 0) ?? [];
  return (
    <AppDialog
      isOpen={account !== null}
      onClose={close}
      title={receipt ? "Recibo de abono" : "Registrar abono"}
    >
      {receipt ? (
        <>
          <div className={Classes.DIALOG_BODY}>
            <dl className="acc-figures" aria-label="Recibo de abono">
              {paymentReceiptRows(receipt).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button icon="print" onClick={() => printInNewWindow(paymentReceiptHtml(receipt, shopName))}>
                Imprimir recibo
              </Button>
              <Button intent="primary" onClick={close}>
                Listo
              </Button>
            </div>
          </div>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className={Classes.DIALOG_BODY}>
            <p>Saldo actual: {money(account?.balanceCents ?? 0)}</p>
            <FormGroup label="Monto" labelFor={`${id}-amount`}>
              <InputGroup id={`${id}-amount`} inputMode="decimal" value={amount} onValueChange={setAmount} />
            </FormGroup>
            <FormGroup label="Forma de pago" labelFor={`${id}-method`}>
              <HTMLSelect
                id={`${id}-method`}
                value={method}
                onChange={(event) => setMethod(event.currentTarget.value as Method)}
                options={METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
              />
            </FormGroup>
            <FormGroup label="Referencia (opcional)" labelFor={`${id}-reference`}>
              <InputGroup
                id={`${id}-reference`}
                maxLength={80}
                value={reference}
                onValueChange={setReference}
              />
            </FormGroup>
            <FormGroup label="Fecha del abono" labelFor={`${id}-date`} labelInfo="(hoy si se deja vacía)">
              <InputGroup id={`${id}-date`} type="date" value={date} onValueChange={setDate} />
            </FormGroup>
            {open.length > 0 && (
              <fieldset>
                <legend>Ventas a saldar (si no elige, las más antiguas primero)</legend>
                {open.map((sale) => (
                  <Checkbox
                    key={sale.saleId}
                    label={`Venta #${sale.saleId}: ${money(sale.openCents)} pendiente`}
                    checked={picked.includes(sale.saleId)}
                    onChange={(event) =>
                      setPicked(
                        event.currentTarget.checked
                          ? [...picked, sale.saleId]
                          : picked.filter((saleId) => saleId !== sale.saleId),
                      )
                    }
                  />
                ))}
              </fieldset>
            )}
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button onClick={close}>Cancelar</Button>
              <Button type="submit" intent="primary" loading={saving}>
                Registrar abono
              </Button>
            </div>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
