// The Reportes tab with 'Modo mostrador' on: 'Ventas por Día' and 'Métodos de Pago' drawn from the
// recorded sales (the newest 200 completed ones), as bars with their figures written out.
import { Card, H3 } from "@blueprintjs/core";
import { AsyncState } from "@/components/async-state";
import { formatCop } from "@/lib/format";
import { salesByDay, salesByPaymentMethod, type Bar } from "../lib/counter-reports";
import { useSalesPage } from "../api/use-sales-page";

function Bars({ bars, label }: { bars: Bar[]; label: string }) {
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className="sales-bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.label}>
          <span className="sales-bar-label">{bar.label}</span>
          <span className="sales-bar-track" aria-hidden="true">
            <span className="sales-bar-fill" style={{ width: `${(bar.value / top) * 100}%` }} />
          </span>
          <span className="sales-bar-value">
            {formatCop(bar.value)} ({bar.count})
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CounterReports() {
  const sales = useSalesPage({ status: "completed", limit: 200, offset: 0 });
  const rows = sales.data?.items ?? [];
  return (
    <AsyncState
      loading={sales.isLoading}
      error={sales.error}
      errorTitle="Error al cargar las ventas"
      onRetry={() => void sales.mutate()}
    >
      <div className="sales-reports">
        <Card className="sales-chart" role="region" aria-labelledby="sales-chart-days">
          <H3 id="sales-chart-days">Ventas por Día</H3>
          <Bars bars={salesByDay(rows, new Date())} label="Ventas de los últimos 7 días" />
        </Card>
        <Card className="sales-chart" role="region" aria-labelledby="sales-chart-methods">
          <H3 id="sales-chart-methods">Métodos de Pago</H3>
          <Bars bars={salesByPaymentMethod(rows)} label="Ventas por método de pago" />
        </Card>
      </div>
    </AsyncState>
  );
}
