// The screen's heading with the period selector and, where the user may set them, 'Establecer Metas'.
import { Button, HTMLSelect } from "@blueprintjs/core";
import { Flag } from "@blueprintjs/icons";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { PERIODS } from "./performance-periods";

export function PerformanceHeader({
  period,
  onPeriod,
  onSetGoals,
}: {
  period: string;
  onPeriod: (period: string) => void;
  /** Left out: no 'Establecer Metas' (a Vendedor with the mode on). */
  onSetGoals?: () => void;
}) {
  return (
    <PageHeader
      {...SCREEN_HEADING}
      actions={
        <>
          <HTMLSelect
            aria-label="Periodo"
            value={period}
            onChange={(e) => onPeriod(e.currentTarget.value)}
            options={PERIODS.map((p) => ({ value: p.value, label: p.label }))}
          />
          {onSetGoals ? (
            <Button intent="primary" icon={<Flag />} text="Establecer Metas" onClick={onSetGoals} />
          ) : null}
        </>
      }
    />
  );
}
