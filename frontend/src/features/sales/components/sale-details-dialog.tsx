// One recorded sale: its lines and money, 'Imprimir recibo' (58 or 80 mm roll or A4, remembered by
// the browser), 'Completar Venta' for a pending sale (confirming today's terms when they changed;
// with 'Modo mostrador' on, paid at once or by the counter's 'Pago dividido'), and an Administrador's
// 'Anular' and 'Devolución'.
import { Alert, Button, Classes, Radio, RadioGroup } from "@blueprintjs/core";
import { Print } from "@blueprintjs/icons";
import { lazy, Suspense, useState } from "react";
import { CREDIT_LABELS } from "@rules/credit-messages";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { Sale, ShopSettings } from "@/lib/api/types";
import { formatCop } from "@/lib/format";
import { PRINT_BLOCKED, printInNewWindow } from "@/lib/print-window";
import { useSaleActions, type CompletionTerms } from "../api/counter-sales";
import {
  rememberedReceiptFormat,
  rememberReceiptFormat,
  splitMessage,
  type ReceiptFormat,
} from "../lib/counter-rules";
import { paymentLines } from "../lib/payment-lines";
import { changedTermsOf, type ChangedTerms } from "../lib/pending-terms";
import { formatSaleDate, refundedBy, saleNumber } from "../lib/sale-display";
import { returnedToAccount } from "../lib/returned-to-account";
import { methodLabel } from "../lib/credit-payment";
import { GENERAL_CUSTOMER } from "../lib/sale-rules";
import { PendingTermsDialog } from "./pending-terms-dialog";
import { SaleReturnForm } from "./sale-return-form";
import { SaleLinesTable } from "./sale-lines-table";
import { SaleStatusTag } from "./sale-status-tag";
import { SaleTotals } from "./sale-totals";
import { SplitPaymentFields } from "./split-payment-fields";
import { usePendingCompletion } from "./use-pending-completion";

// Loaded only for a pending sale on account seen by an Administrador: imported statically, its form
// pieces added a chunk to what 'Cuentas', 'Compras' and the sales screen download first.
const CreditReasonField = lazy(() =>
  import("./credit-reason-field").then((m) => ({ default: m.CreditReasonField })),
);

export interface SaleDetailsDialogProps {
  sale: Sale | null;
  shop: ShopSettings;
  isAdmin: boolean;
  onClose: () => void;
  onChanged: (sale: Sale) => void;
}

/** Opens the print window with the receipt (its builder and the code generator load on demand). */
export async function printReceipt(sale: Sale, shop: ShopSettings, format: ReceiptFormat): Promise<void> {
  const { receiptHtml } = await import("../lib/receipt-html");
  if (!printInNewWindow(receiptHtml(sale, shop, format)))
    void toast.error(PRINT_BLOCKED.title, PRINT_BLOCKED.description);
}

export function SaleDetailsDialog({ sale, shop, isAdmin, onClose, onChanged }: SaleDetailsDialogProps) {
  return (
    <AppDialog
      isOpen={sale !== null}
      onClose={onClose}
      title={sale ? `Venta ${saleNumber(sale.id)}` : "Venta"}
      className="sale-details-dialog"
    >
      {sale ? <SaleDetails sale={sale} shop={shop} isAdmin={isAdmin} onChanged={onChanged} /> : null}
    </AppDialog>
  );
}

function SaleDetails({
  sale,
  shop,
  isAdmin,
  onChanged,
}: Omit<SaleDetailsDialogProps, "sale" | "onClose"> & { sale: Sale }) {
  const [format, setFormat] = useState<ReceiptFormat>(() => rememberedReceiptFormat());
  const [returning, setReturning] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const [changedTerms, setChangedTerms] = useState<ChangedTerms | null>(null);
  const actions = useSaleActions();
  // A sale on account refunds the account first: the totals say how much went where.
  const toAccount = returnedToAccount(sale);
  // A pending sale completes under the counter's payment and credit rules.
  const completion = usePendingCompletion(sale, shop, isAdmin);
  const complete = (terms: CompletionTerms = {}) => {
    const request = completion.request(terms);
    if (request)
      void run(() => actions.complete(sale.id, request.query, request.payments), "Venta registrada");
  };
  /** `amount` names the money the toast speaks of (a return's refund); the sale's total otherwise. */
  const run = async (
    work: () => Promise<Sale>,
    success: string,
    amount = (changed: Sale) => changed.total,
  ) => {
    setBusy(true);
    try {
      const changed = await work();
      void toast.success(success, `${saleNumber(changed.id)} por ${formatCop(amount(changed))}`);
      setReturning(false);
      setChangedTerms(null);
      completion.reset();
      onChanged(changed);
    } catch (error) {
      // A pending sale whose prices, discounts or payment changed: the clerk confirms today's terms.
      const terms = changedTermsOf(error);
      if (terms) setChangedTerms(terms);
      else {
        const { title, description } = splitMessage(error instanceof Error ? error.message : String(error));
        void toast.error(title, description);
      }
    } finally {
      setBusy(false);
    }
  };
  const payment = methodLabel(sale.paymentMethod);
  return (
    <>
      <div className={`${Classes.DIALOG_BODY} sale-details`}>
        <dl className="sale-facts">
          <dt>Estado</dt>
          <dd>
            <SaleStatusTag status={sale.status} />
          </dd>
          <dt>Fecha</dt>
          <dd>{formatSaleDate(sale.createdAt)}</dd>
          <dt>Vendedor</dt>
          <dd>{sale.seller?.name ?? "N/A"}</dd>
          <dt>Cliente</dt>
          <dd>{sale.customerName ?? GENERAL_CUSTOMER}</dd>
          <dt>Método de pago</dt>
          <dd>{payment ?? sale.paymentMethod}</dd>
          {sale.payments.length > 1 || sale.payments.some((p) => (p.changeCents ?? 0) > 0 || p.reference) ? (
            <>
              <dt>Pagos</dt>
              <dd>
                <ul className="sale-payments" aria-label="Pagos de la venta">
                  {paymentLines(sale).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        {returning ? (
          <SaleReturnForm
            sale={sale}
            busy={busy}
            onCancel={() => setReturning(false)}
            onSubmit={(reason, lines) =>
              void run(
                () => actions.addReturn(sale.id, reason, lines),
                "Devolución registrada",
                (changed) => refundedBy(sale, changed),
              )
            }
          />
        ) : (
          <SaleLinesTable
            label="Productos de la venta"
            lines={sale.lines}
            keyOf={(line) => line.id}
            noteOf={(line) => (line.returnedQuantity > 0 ? ` · ${line.returnedQuantity} devueltas` : "")}
          />
        )}
        <SaleTotals amounts={sale}>
          {sale.returnedTotal > 0 ? (
            <div>
              <dt>Devuelto</dt>
              <dd>{formatCop(sale.returnedTotal)}</dd>
            </div>
          ) : null}
          {toAccount > 0 ? (
            <>
              <div>
                <dt>A la cuenta del cliente</dt>
                <dd>{formatCop(toAccount)}</dd>
              </div>
              {sale.returnedTotal > toAccount ? (
                <div>
                  <dt>Reembolsado</dt>
                  <dd>{formatCop(sale.returnedTotal - toAccount)}</dd>
                </div>
              ) : null}
            </>
          ) : null}
        </SaleTotals>
        {completion.splitState ? <SplitPaymentFields state={completion.splitState} /> : null}
        <RadioGroup
          inline
          label="Formato del recibo"
          name="receipt-format"
          selectedValue={format}
          onChange={(event) => {
            const next = event.currentTarget.value as ReceiptFormat;
            setFormat(next);
            rememberReceiptFormat(next);
          }}
        >
          <Radio value="58mm" label="Rollo 58 mm" />
          <Radio value="80mm" label="Rollo 80 mm" />
          <Radio value="a4" label="A4" />
        </RadioGroup>
        {completion.askCreditReason ? (
          <Suspense fallback={null}>
            <CreditReasonField value={completion.creditReason} onChange={completion.setCreditReason} />
          </Suspense>
        ) : null}
      </div>
      <Alert
        isOpen={confirmCancel}
        intent="danger"
        confirmButtonText="Anular venta"
        cancelButtonText="Volver"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          void run(() => actions.cancel(sale.id), CREDIT_LABELS.cancel);
        }}
      >
        <p>
          ¿Anular la venta {saleNumber(sale.id)}?
          {sale.status === "completed" ? " Las unidades no devueltas vuelven al stock." : ""}
        </p>
      </Alert>
      <PendingTermsDialog
        terms={changedTerms}
        accepted={shop.paymentMethods}
        busy={busy}
        onCancel={() => setChangedTerms(null)}
        onConfirm={(paymentMethod) => complete({ acceptCurrentTerms: true, paymentMethod })}
      />
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {isAdmin && sale.status !== "canceled" ? (
            <Button intent="danger" disabled={busy} onClick={() => setConfirmCancel(true)}>
              Anular
            </Button>
          ) : null}
          {isAdmin && sale.status === "completed" && !returning ? (
            <Button disabled={busy} onClick={() => setReturning(true)}>
              Devolución
            </Button>
          ) : null}
          {sale.status === "pending" ? (
            <Button intent="primary" loading={busy} onClick={() => complete()}>
              Completar Venta
            </Button>
          ) : null}
          {sale.status !== "pending" ? (
            <Button icon={<Print />} intent="primary" onClick={() => void printReceipt(sale, shop, format)}>
              Imprimir recibo
            </Button>
          ) : null}
        </div>
      </div>
    </>
  );
}
