// One quote ('Cotización'): its state, validity, customer, lines and money; 'Imprimir cotización'
// (80 mm roll or A4, 'Cotización — no es una factura'); and, unless it was converted, 'Convertir en
// venta' at today's stock with its prices kept or today's (an expired quote only at today's).
import { Button, Callout, Classes, FormGroup, HTMLSelect, Radio, RadioGroup } from "@blueprintjs/core";
import { Print } from "@blueprintjs/icons";
import { useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { PaymentMethod, Quote, Sale, ShopSettings } from "@/lib/api/types";
import { formatCop } from "@/lib/format";
import { printInNewWindow } from "@/lib/print-window";
import { useQuoteActions } from "../api/quotes";
import { splitMessage } from "../lib/counter-rules";
import type { QuoteFormat } from "../lib/quote-html";
import { formatSaleDate, saleNumber } from "../lib/sale-display";
import { GENERAL_CUSTOMER, PAYMENT_METHOD_OPTIONS } from "../lib/sale-rules";
import { QuoteStateTag } from "./quote-state-tag";
import { SaleLinesTable } from "./sale-lines-table";
import { SaleTotals } from "./sale-totals";
import "./quotes.css";

export interface QuoteDialogProps {
  quote: Quote | null;
  shop: ShopSettings;
  onClose: () => void;
  /** The sale the quote became. */
  onConverted: (sale: Sale) => void;
}

/** Opens the print window with the quote (its builder loads on demand). */
async function printQuote(quote: Quote, shop: ShopSettings, format: QuoteFormat): Promise<void> {
  const { quoteHtml } = await import("../lib/quote-html");
  if (!printInNewWindow(quoteHtml(quote, shop, format)))
    void toast.error("Error", "El navegador bloqueó la ventana de impresión.");
}

export function QuoteDialog({ quote, shop, onClose, onConverted }: QuoteDialogProps) {
  return (
    <AppDialog
      isOpen={quote !== null}
      onClose={onClose}
      title={quote ? `Cotización ${quote.number}` : "Cotización"}
      className="sale-details-dialog"
    >
      {quote ? <QuoteDetails key={quote.id} quote={quote} shop={shop} onConverted={onConverted} /> : null}
    </AppDialog>
  );
}

function QuoteDetails({
  quote,
  shop,
  onConverted,
}: Omit<QuoteDialogProps, "quote" | "onClose"> & { quote: Quote }) {
  const [format, setFormat] = useState<QuoteFormat>("80mm");
  const expired = quote.state === "vencida";
  const [prices, setPrices] = useState<"kept" | "refreshed">(expired ? "refreshed" : "kept");
  const methods = PAYMENT_METHOD_OPTIONS.filter((option) => shop.paymentMethods.includes(option.value));
  const [payment, setPayment] = useState<PaymentMethod | undefined>(methods[0]?.value);
  const [busy, setBusy] = useState(false);
  const { convert } = useQuoteActions();

  const convertNow = async () => {
    if (!payment) return;
    setBusy(true);
    try {
      const sale = await convert(quote.id, { prices, paymentMethod: payment });
      void toast.success("Venta registrada", `${saleNumber(sale.id)} por ${formatCop(sale.total)}`);
      onConverted(sale);
    } catch (error) {
      const { title, description } = splitMessage(error instanceof Error ? error.message : String(error));
      void toast.error(title, description);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={`${Classes.DIALOG_BODY} sale-details`}>
        {expired ? (
          <Callout intent="warning" title="Cotización vencida">
            Venció el {formatSaleDate(quote.validUntil)}: solo puede convertirse en venta con los precios de
            hoy.
          </Callout>
        ) : null}
        {quote.saleId !== null ? (
          <Callout intent="primary" title="Convertida en venta">
            Se convirtió en la venta {saleNumber(quote.saleId)}
            {quote.convertedAt ? ` el ${formatSaleDate(quote.convertedAt)}` : ""}.
          </Callout>
        ) : null}
        <dl className="sale-facts">
          <dt>Estado</dt>
          <dd>
            <QuoteStateTag state={quote.state} />
          </dd>
          <dt>Fecha</dt>
          <dd>{formatSaleDate(quote.createdAt)}</dd>
          <dt>Válida hasta</dt>
          <dd>
            {formatSaleDate(quote.validUntil)} ({quote.validityDays} días)
          </dd>
          <dt>Vendedor</dt>
          <dd>{quote.seller?.name ?? "N/A"}</dd>
          <dt>Cliente</dt>
          <dd>{quote.customerName ?? GENERAL_CUSTOMER}</dd>
        </dl>
        <SaleLinesTable
          label="Productos de la cotización"
          lines={quote.lines}
          keyOf={(line, index) => `${line.productId ?? "x"}-${index}`}
        />
        <SaleTotals amounts={quote} />
        <RadioGroup
          inline
          label="Formato de impresión"
          name="quote-format"
          selectedValue={format}
          onChange={(event) => setFormat(event.currentTarget.value as QuoteFormat)}
        >
          <Radio value="80mm" label="Rollo 80 mm" />
          <Radio value="a4" label="A4" />
        </RadioGroup>
        {quote.saleId === null ? (
          <fieldset className="quote-convert">
            <legend>Convertir en venta</legend>
            <RadioGroup
              label="Precios"
              name="quote-prices"
              selectedValue={prices}
              onChange={(event) => setPrices(event.currentTarget.value as "kept" | "refreshed")}
            >
              <Radio value="kept" label="Mantener los precios de la cotización" disabled={expired} />
              <Radio value="refreshed" label="Actualizar a los precios de hoy" />
            </RadioGroup>
            <FormGroup label="Método de pago" labelFor="quote-payment">
              <HTMLSelect
                id="quote-payment"
                value={payment}
                options={methods}
                onChange={(event) => setPayment(event.currentTarget.value as PaymentMethod)}
              />
            </FormGroup>
          </fieldset>
        ) : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button icon={<Print />} onClick={() => void printQuote(quote, shop, format)}>
            Imprimir cotización
          </Button>
          {quote.saleId === null ? (
            <Button intent="primary" loading={busy} disabled={!payment} onClick={() => void convertNow()}>
              Convertir en venta
            </Button>
          ) : null}
        </div>
      </div>
    </>
  );
}
