// Día / Semana / Mes / Año, with the label of the chosen date range beside it.
import { SegmentedControl } from "@blueprintjs/core";
import { periodRange, REPORT_PERIODS, type ReportPeriod } from "../lib/report-period";

export interface ReportPeriodSwitchProps {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
  today: Date;
}

function isPeriod(value: string): value is ReportPeriod {
  return REPORT_PERIODS.some((p) => p.id === value);
}

export function ReportPeriodSwitch({ value, onChange, today }: ReportPeriodSwitchProps) {
  return (
    <div className="report-period">
      <SegmentedControl
        aria-label="Periodo del reporte"
        options={REPORT_PERIODS.map((p) => ({ value: p.id, label: p.label }))}
        value={value}
        onValueChange={(next) => {
          if (isPeriod(next)) onChange(next);
        }}
      />
      <span className="report-period-range" aria-live="polite">
        {periodRange(value, today).label}
      </span>
    </div>
  );
}
