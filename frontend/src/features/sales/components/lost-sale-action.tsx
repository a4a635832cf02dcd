// Under the counter's search: when what was searched is not found, or a part found has no stock,
// one action records the lost sale ('Registrar venta perdida') so purchasing learns what to stock.
import { Button } from "@blueprintjs/core";
import { Disable } from "@blueprintjs/icons";
import { useState } from "react";
import { PRODUCT_SEARCH_MIN_CHARS } from "../lib/sale-rules";
import { LostSaleDialog } from "./lost-sale-dialog";
import "./quotes.css";
import type { CounterSale } from "./use-counter-sale";

/** Shown once the search has its answer: nothing found, or something found out of stock. */
export function lostSaleOffered(
  searched: string,
  settled: boolean,
  found: ReadonlyArray<{ stockQuantity: number }>,
) {
  if (!settled || searched.trim().length < PRODUCT_SEARCH_MIN_CHARS) return false;
  return found.length === 0 || found.some((product) => product.stockQuantity <= 0);
}

export function LostSaleAction({ counter }: { counter: CounterSale }) {
  const [open, setOpen] = useState(false);
  const { sale } = counter;
  if (!open && !lostSaleOffered(sale.search, counter.settled, sale.visible)) return null;
  return (
    <div className="lost-sale-action">
      <span className="sales-muted">
        {sale.visible.length === 0 ? "No se encontró en el catálogo." : "Hay repuestos sin existencia."}
      </span>
      <Button size="small" variant="outlined" icon={<Disable />} onClick={() => setOpen(true)}>
        Registrar venta perdida
      </Button>
      <LostSaleDialog
        isOpen={open}
        products={sale.visible}
        searched={sale.search}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
