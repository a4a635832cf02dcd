// 'Historial de precios': the step chart (lazy) and the list of changes, newest first; the cost and
// the margin only for an Administrador (the server sends no cost to a Vendedor).
import { HTMLTable, Spinner } from "@blueprintjs/core";
import { lazy, Suspense, useMemo } from "react";
import { QueryState } from "@/components/query-state";
import { formatPercent, formatUsd } from "@/lib/format";
import { usePriceHistory } from "../api/use-price-history";
import { formatDateTime } from "@/lib/format";
import { userLabel } from "../lib/movement-format";
import { marginAfter, priceSteps } from "../lib/price-steps";

const PriceHistoryChart = lazy(() =>
  import("./price-history-chart").then((m) => ({ default: m.PriceHistoryChart })),
);

export function PriceHistorySection({ productId, admin }: { productId: number; admin: boolean }) {
  const query = usePriceHistory(productId);
  const { data } = query;
  const series = useMemo(() => priceSteps(data ?? [], new Date()), [data]);
  const newestFirst = useMemo(() => [...(data ?? [])].reverse(), [data]);
  return (
    <section className="inv-history-part" aria-labelledby="inv-price-history-title">
      <h4 id="inv-price-history-title">Historial de precios</h4>
      <QueryState
        query={query}
        loadingText="Cargando historial de precios..."
        errorTitle="Error al cargar el historial de precios"
        empty={data?.length === 0}
        emptyTitle="Sin cambios de precio"
      >
        <Suspense fallback={<Spinner size={24} />}>
          <PriceHistoryChart series={series} changes={data ?? []} />
        </Suspense>
        <div className="inv-movements-scroll">
          <HTMLTable compact striped className="inv-movements-table">
            <thead>
              <tr>
                <th>Fecha</th>
                <th className="inv-num">Precio de venta</th>
                {admin ? <th className="inv-num">Costo</th> : null}
                {admin ? <th className="inv-num">Margen</th> : null}
                <th>Usuario</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((change) => {
                const margin = marginAfter(change);
                return (
                  <tr key={change.id}>
                    <td>{formatDateTime(change.createdAt)}</td>
                    <td className="inv-num">{formatUsd(change.newSellingPrice)}</td>
                    {admin ? (
                      <td className="inv-num">
                        {change.newCostPrice === undefined ? "—" : formatUsd(change.newCostPrice)}
                      </td>
                    ) : null}
                    {admin ? (
                      <td className="inv-num">{margin === null ? "—" : formatPercent(margin, 1)}</td>
                    ) : null}
                    <td>{userLabel(change)}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      </QueryState>
    </section>
  );
}
