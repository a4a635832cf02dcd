// The lines of an order or a receipt: part, quantity and unit cost (editable), what is still due
// when receiving, the line's subtotal and a button to take it out.
import { Button, InputGroup } from "@blueprintjs/core";
import { Cross } from "@blueprintjs/icons";
import { formatCopCents } from "@/lib/format";
import { lineSubtotal, type DraftLine } from "../lib/order-lines";

export interface LineTableProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** Shows each line's 'Pendiente' (receiving against an order). */
  showDue?: boolean;
}

export function LineTable({ lines, onChange, showDue = false }: LineTableProps) {
  const patch = (index: number, change: Partial<DraftLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  if (lines.length === 0)
    return <p className="pur-empty-lines">Sin productos. Busque o escanee para agregar.</p>;
  return (
    <ul className="pur-lines" aria-label="Líneas">
      {lines.map((line, index) => {
        return (
          <li key={line.productId} className="pur-line">
            <div className="pur-line-name">
              <strong>{line.name}</strong> <small>{line.sku}</small>
              {showDue ? <span className="pur-line-due">Pendiente: {line.due ?? 0}</span> : null}
            </div>
            <label className="pur-line-field">
              <span>Cantidad</span>
              <InputGroup
                type="number"
                min={0}
                value={line.quantity}
                aria-label={`Cantidad de ${line.name}`}
                onValueChange={(quantity) => patch(index, { quantity })}
              />
            </label>
            <label className="pur-line-field">
              <span>Costo unitario</span>
              <InputGroup
                inputMode="decimal"
                value={line.unitCost}
                aria-label={`Costo unitario de ${line.name}`}
                onValueChange={(unitCost) => patch(index, { unitCost })}
              />
            </label>
            <span className="pur-line-subtotal">{formatCopCents(lineSubtotal(line))}</span>
            <Button
              variant="minimal"
              icon={<Cross />}
              aria-label={`Quitar ${line.name}`}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
            />
          </li>
        );
      })}
    </ul>
  );
}
