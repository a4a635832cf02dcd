// The goals dialog's month and year selectors.
import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { MONTH_NAMES } from "../lib/goals";

export interface GoalMonthFieldsProps {
  month: number;
  year: number;
  years: readonly number[];
  disabled: boolean;
  onChange: (year: number, month: number) => void;
}

export function GoalMonthFields({ month, year, years, disabled, onChange }: GoalMonthFieldsProps) {
  return (
    <div className="perf-goals-period">
      <FormGroup label="Mes" labelFor="perf-goals-month">
        <HTMLSelect
          id="perf-goals-month"
          value={month}
          disabled={disabled}
          onChange={(e) => onChange(year, Number(e.currentTarget.value))}
          options={MONTH_NAMES.map((name, i) => ({ value: i + 1, label: name }))}
        />
      </FormGroup>
      <FormGroup label="Año" labelFor="perf-goals-year">
        <HTMLSelect
          id="perf-goals-year"
          value={year}
          disabled={disabled}
          onChange={(e) => onChange(Number(e.currentTarget.value), month)}
          options={years.map((y) => ({ value: y, label: String(y) }))}
        />
      </FormGroup>
    </div>
  );
}
