// 'Ventas perdidas' (Administrador, 'Modo mostrador' on): what customers asked for and did not buy
// over the last 7, 30 or 90 days, the totals per reason and one row per part and reason, the most
// asked first — what the shop should perhaps stock.
import { HTMLSelect, HTMLTable, FormGroup } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { LOST_SALE_REASON_LABELS } from "@rules/lost-sales";
import { AsyncState } from "@/components/async-state";
import { useLostSalesReport } from "../api/quotes";
import { formatSaleDate } from "../lib/sale-display";
import "./quotes.css";

const DAY_MS = 86_400_000;
const PERIODS = [
  { value: "7", label: "Últimos 7 días" },
  { value: "30", label: "Últimos 30 días" },
  { value: "90", label: "Últimos 90 días" },
];

export function LostSalesReport() {
  const [days, setDays] = useState("30");
  // The period's start is fixed when chosen, so the report's key (and cache) stays put while shown.
  const from = useMemo(() => new Date(Date.now() - Number(days) * DAY_MS).toISOString(), [days]);
  const report = useLostSalesReport(from);
  const data = report.data;
  return (
    <section className="sales-main" aria-labelledby="lost-sales-title">
      <div className="sales-toolbar">
        <h2 id="lost-sales-title" className="sales-section-heading">
          Ventas perdidas
        </h2>
        <FormGroup label="Periodo" labelFor="lost-sales-period" inline>
          <HTMLSelect
            id="lost-sales-period"
            value={days}
            options={PERIODS}
            onChange={(event) => setDays(event.currentTarget.value)}
          />
        </FormGroup>
      </div>
      <AsyncState
        loading={report.isLoading}
        error={report.error}
        errorTitle="Error al cargar las ventas perdidas"
        onRetry={() => void report.mutate()}
        empty={!data || data.rows.length === 0}
        emptyTitle="No hay ventas perdidas en el periodo"
        emptyDescription="Se registran desde la venta, cuando un repuesto no está o no tiene existencia."
      >
        {data ? (
          <>
            <dl className="lost-sales-reasons" aria-label="Por motivo">
              {data.byReason.map((row) => (
                <div key={row.reason}>
                  <dt>{LOST_SALE_REASON_LABELS[row.reason]}</dt>
                  <dd>
                    {row.occurrences} {row.occurrences === 1 ? "vez" : "veces"} · {row.quantity} unidades
                  </dd>
                </div>
              ))}
            </dl>
            <div className="sales-table-wrap">
              <HTMLTable className="sales-table" striped aria-label="Ventas perdidas por repuesto y motivo">
                <thead>
                  <tr>
                    <th scope="col">Repuesto</th>
                    <th scope="col">Motivo</th>
                    <th scope="col" className="sales-num">
                      Veces
                    </th>
                    <th scope="col" className="sales-num">
                      Unidades
                    </th>
                    <th scope="col">Última vez</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={`${row.productId ?? row.name}-${row.reason}`}>
                      <td>
                        <div>{row.name}</div>
                        <div className="sales-muted">{row.sku ?? "Fuera del catálogo"}</div>
                      </td>
                      <td>{LOST_SALE_REASON_LABELS[row.reason]}</td>
                      <td className="sales-num">{row.occurrences}</td>
                      <td className="sales-num">{row.quantity}</td>
                      <td>{formatSaleDate(row.lastAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </>
        ) : null}
      </AsyncState>
    </section>
  );
}
