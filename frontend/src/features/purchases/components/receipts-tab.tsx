// 'Recepciones': each receipt with its order, supplier, who confirmed it and, per part, the units in,
// the cost before and after and the stock after, and 'Devolver al proveedor' for its units.
import { Button, Card } from "@blueprintjs/core";
import { Undo } from "@blueprintjs/icons";
import { AsyncState } from "@/components/async-state";
import type { PurchaseReceipt } from "@/lib/api/types";
import { formatCopCents, formatDateTime } from "@/lib/format";

export interface ReceiptsTabProps {
  receipts: readonly PurchaseReceipt[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Opens 'Devolver al proveedor' for the receipt (an Administrador's; absent for a Vendedor). */
  onReturn?: (receipt: PurchaseReceipt) => void;
}

export function ReceiptsTab({ receipts, loading, error, onRetry, onReturn }: ReceiptsTabProps) {
  return (
    <AsyncState
      loading={loading}
      error={error}
      errorTitle="Error al cargar las recepciones"
      onRetry={onRetry}
      empty={receipts?.length === 0}
      emptyTitle="No hay recepciones"
      emptyDescription="Registre la mercancía que llega con 'Recibir mercancía'."
      titleLevel={3}
    >
      <ul className="pur-cards" aria-label="Recepciones">
        {receipts?.map((receipt) => (
          <li key={receipt.id}>
            <Card className="pur-card" aria-label={`Recepción ${receipt.number}`}>
              <div className="pur-card-head">
                <strong>{receipt.number}</strong>
                <span>{formatDateTime(receipt.createdAt)}</span>
              </div>
              <p className="pur-card-supplier">
                {receipt.supplier?.name ?? "Sin proveedor"}
                {receipt.orderNumber ? ` · Orden ${receipt.orderNumber}` : " · Sin orden"}
              </p>
              <ul className="pur-card-lines">
                {receipt.lines.map((line) => (
                  <li key={`${line.productId}-${line.sku}`}>
                    {line.name}: +{line.quantity} (stock {line.stockAfter}) · costo{" "}
                    {formatCopCents(line.costBefore)} → {formatCopCents(line.costAfter)}
                  </li>
                ))}
              </ul>
              <p className="pur-card-total">
                Total {formatCopCents(receipt.total)}
                {receipt.user ? ` · ${receipt.user.name}` : ""}
              </p>
              {onReturn ? (
                <Button
                  size="small"
                  variant="outlined"
                  icon={<Undo />}
                  text="Devolver al proveedor"
                  aria-label={`Devolver al proveedor de ${receipt.number}`}
                  onClick={() => onReturn(receipt)}
                />
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </AsyncState>
  );
}
