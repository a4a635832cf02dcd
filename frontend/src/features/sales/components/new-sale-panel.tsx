// The side panel 'Nueva Venta': a product search, the empty-cart text, an optional
// customer name and subtotal / IVA (16%) / total lines with static zeros. Searching here opens the
// new-sale dialog with the text already typed, where the sale is actually entered.
import { Button, Card, FormGroup, H3, InputGroup } from "@blueprintjs/core";
import { Search } from "@blueprintjs/icons";
import { useId, useState, type FormEvent } from "react";
import { IVA_PERCENT } from "../lib/sale-rules";
import { SaleTotals } from "./sale-totals";

export interface NewSalePanelProps {
  onOpenDialog: (search: string) => void;
}

export function NewSalePanel({ onOpenDialog }: NewSalePanelProps) {
  const [search, setSearch] = useState("");
  const [customer, setCustomer] = useState("");
  const customerId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOpenDialog(search);
    setSearch("");
  };
  return (
    <Card className="sales-panel" aria-labelledby="sales-panel-title" role="region">
      <H3 id="sales-panel-title">Nueva Venta</H3>
      {/* The button sits beside the field, not inside it: Blueprint measures an element inside
          its InputGroup as it mounts, a forced layout of the whole page in the screen's first
          commit (17 ms of it on /sales before the preset's 4x slowdown). */}
      <form role="search" className="sales-panel-search" onSubmit={submit}>
        <InputGroup
          type="search"
          aria-label="Buscar productos para la venta"
          placeholder="Buscar productos..."
          leftIcon={<Search />}
          value={search}
          onValueChange={setSearch}
        />
        <Button type="submit" text="Buscar" />
      </form>
      <p className="sales-muted sales-panel-empty">No hay productos en el carrito</p>
      <FormGroup label="Cliente (opcional)" labelFor={customerId}>
        <InputGroup
          id={customerId}
          placeholder="Nombre del cliente"
          value={customer}
          onValueChange={setCustomer}
        />
      </FormGroup>
      <SaleTotals amounts={{ subtotal: 0, taxRate: IVA_PERCENT, tax: 0, total: 0 }} />
    </Card>
  );
}
