// 'Guardar como cotización' under the counter's cart: the cart and its customer saved as a quote (the
// server prices it as a sale and keeps it, holding no stock); the cart empties for the next customer
// and the quote opens, ready to print or to be sold later from 'Cotizaciones'.
import { Button } from "@blueprintjs/core";
import { Document } from "@blueprintjs/icons";
import { useState } from "react";
import { QUOTE_MESSAGES } from "@rules/quotes";
import { toast } from "@/components/toaster";
import type { Quote, ShopSettings } from "@/lib/api/types";
import { formatCop } from "@/lib/format";
import { useQuoteActions } from "../api/quotes";
import { splitMessage } from "../lib/counter-rules";
import { QuoteDialog } from "./quote-dialog";
import { customerLabel, type CounterSale } from "./use-counter-sale";

export function SaveQuoteButton({ counter, shop }: { counter: CounterSale; shop: ShopSettings }) {
  const { create } = useQuoteActions();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Quote | null>(null);
  const { sale } = counter;

  const save = async () => {
    if (busy) return;
    if (sale.lines.length === 0) {
      const { title, description } = splitMessage(QUOTE_MESSAGES.emptyQuote);
      void toast.error(title, description);
      return;
    }
    const typed = sale.customer.trim();
    const known = counter.customers.find((customer) => customerLabel(customer) === typed);
    setBusy(true);
    try {
      const quote = await create({
        ...(known ? { customerId: known.id } : { customerName: typed || null }),
        lines: sale.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          discount: line.discount,
        })),
      });
      void toast.success("Cotización guardada", `${quote.number} por ${formatCop(quote.total)}`);
      for (const line of sale.lines) sale.remove(line.productId);
      sale.setCustomer("");
      setSaved(quote);
    } catch (error) {
      const { title, description } = splitMessage(error instanceof Error ? error.message : String(error));
      void toast.error(title, description);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        className="save-quote"
        icon={<Document />}
        variant="outlined"
        loading={busy}
        disabled={counter.busy}
        onClick={() => void save()}
      >
        Guardar como cotización
      </Button>
      <QuoteDialog
        quote={saved}
        shop={shop}
        onClose={() => setSaved(null)}
        onConverted={() => setSaved(null)}
      />
    </>
  );
}
