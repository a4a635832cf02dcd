// A titled card holding one chart. nivo's responsive charts size themselves to their parent, so the
// chart components wrap their canvas in .report-chart-canvas, which has a fixed height in reports.css.
import { Card } from "@blueprintjs/core";
import type { ReactNode } from "react";

export interface ChartCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Beside the title: the recorded-sales reports' 'Descargar'. */
  action?: ReactNode;
}

export function ChartCard({ title, description, children, action }: ChartCardProps) {
  const heading = <h2 className="report-chart-title">{title}</h2>;
  return (
    <Card className="report-chart-card" compact>
      {action ? (
        <div className="report-chart-head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {description ? <p className="report-chart-description">{description}</p> : null}
      {children}
    </Card>
  );
}

/** The tooltip body every report chart uses: a title and label/value lines. */
export function ChartTooltip({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <div className="chart-tooltip">
      <strong>{title}</strong>
      {lines.map(([label, value]) => (
        <div key={label}>
          {label}: <strong>{value}</strong>
        </div>
      ))}
    </div>
  );
}
