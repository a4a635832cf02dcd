// 'Devoluciones': the units sent back to suppliers ('Devolver al proveedor' under 'Recepciones'),
// newest first, each with its supplier, the receipt it was against, who recorded it, why, and per
// part the units out and the stock after. Loaded only when its tab is opened.
import { Card } from "@blueprintjs/core";
import { AsyncState } from "@/components/async-state";
import { formatDateTime } from "@/lib/format";
import { useSupplierReturns } from "../api/use-supplier-returns";

export function SupplierReturnsTab() {
  const returns = useSupplierReturns();
  return (
    <AsyncState
      loading={!returns.data && returns.isLoading}
      error={returns.data ? undefined : returns.error}
      errorTitle="Error al cargar las devoluciones"
      onRetry={() => void returns.mutate()}
      empty={returns.data?.length === 0}
      emptyTitle="No hay devoluciones a proveedores"
      emptyDescription="Devuelva unidades recibidas con 'Devolver al proveedor' en Recepciones."
      titleLevel={3}
    >
      <ul className="pur-cards" aria-label="Devoluciones a proveedores">
        {returns.data?.map((row) => (
          <li key={row.id}>
            <Card className="pur-card" role="article" aria-label={`Devolución ${row.number}`}>
              <div className="pur-card-head">
                <strong>{row.number}</strong>
                <span>{formatDateTime(row.createdAt)}</span>
              </div>
              <p className="pur-card-supplier">
                {row.supplier?.name ?? "Sin proveedor"}
                {row.receiptNumber ? ` · Recepción ${row.receiptNumber}` : " · Sin recepción"}
              </p>
              <ul className="pur-card-lines">
                {row.lines.map((line) => (
                  <li key={`${line.productId}-${line.sku}`}>
                    {line.name}: −{line.quantity} (stock {line.stockAfter})
                  </li>
                ))}
              </ul>
              {row.note || row.user ? (
                <p className="pur-card-total">{[row.note, row.user?.name].filter(Boolean).join(" · ")}</p>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </AsyncState>
  );
}
