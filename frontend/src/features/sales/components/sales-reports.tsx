// The Reportes tab: the two placeholder charts of the specification, titled and with no data.
import { Card, H3, NonIdealState } from "@blueprintjs/core";
import { Chart, PieChart } from "@blueprintjs/icons";

export function SalesReports() {
  return (
    <div className="sales-reports">
      <Card className="sales-chart" role="region" aria-labelledby="sales-chart-days">
        <H3 id="sales-chart-days">Ventas por Día</H3>
        <NonIdealState icon={<Chart size={40} />} description="Gráfico de ventas por día (próximamente)" />
      </Card>
      <Card className="sales-chart" role="region" aria-labelledby="sales-chart-methods">
        <H3 id="sales-chart-methods">Métodos de Pago</H3>
        <NonIdealState
          icon={<PieChart size={40} />}
          description="Gráfico de métodos de pago (próximamente)"
        />
      </Card>
    </div>
  );
}
