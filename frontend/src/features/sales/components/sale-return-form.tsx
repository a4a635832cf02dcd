// 'Devolución' of a completed sale (Administrador): how many units of each line come back, and why.
import { Button, FormGroup, HTMLTable, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, useState } from "react";
import type { Sale } from "@/lib/api/types";
import { digitsOnly } from "../lib/sale-rules";

export interface SaleReturnFormProps {
  sale: Sale;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string, lines: Array<{ lineId: number; quantity: number }>) => void;
}

export function SaleReturnForm({ sale, busy, onCancel, onSubmit }: SaleReturnFormProps) {
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const lines = Object.entries(quantities)
    .map(([lineId, text]) => ({ lineId: Number(lineId), quantity: Number(text || "0") }))
    .filter((line) => line.quantity > 0);
  return (
    <section aria-label="Devolución" className="sale-return">
      <HTMLTable compact className="sale-lines">
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col" className="sales-num">
              Vendidas
            </th>
            <th scope="col" className="sales-num">
              A devolver
            </th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((line) => {
            const left = line.quantity - line.returnedQuantity;
            return (
              <tr key={line.id}>
                <td>{line.name}</td>
                <td className="sales-num">
                  {line.quantity}
                  {line.returnedQuantity > 0 ? ` (${line.returnedQuantity} devueltas)` : ""}
                </td>
                <td className="sales-num">
                  <InputGroup
                    aria-label={`Unidades a devolver de ${line.name}`}
                    inputMode="numeric"
                    size="small"
                    disabled={left === 0}
                    value={quantities[line.id] ?? ""}
                    placeholder="0"
                    onValueChange={(text) =>
                      setQuantities((current) => ({ ...current, [line.id]: digitsOnly(text) }))
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <FormGroup label="Motivo de la devolución" labelFor={reasonId}>
        <TextArea
          id={reasonId}
          fill
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </FormGroup>
      <div className="sale-actions">
        <Button onClick={onCancel}>Volver</Button>
        <Button intent="primary" loading={busy} onClick={() => onSubmit(reason, lines)}>
          Registrar devolución
        </Button>
      </div>
    </section>
  );
}
