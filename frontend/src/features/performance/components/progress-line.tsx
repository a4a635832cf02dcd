// A target's progress: the percentage and a bar in the colour band, capped at 100%.
import { ProgressBar } from "@blueprintjs/core";
import { formatWholePercent } from "../lib/performance-format";
import { progressBarValue, progressIntent } from "../lib/performance-rules";

export interface ProgressLineProps {
  label: string;
  percent: number;
  /** Text after the percentage, e.g. "de $ 47.000". */
  detail?: string;
}

export function ProgressLine({ label, percent, detail }: ProgressLineProps) {
  const shown = formatWholePercent(percent);
  return (
    <div className="perf-progress">
      <div className="perf-progress-text">
        <span>{label}</span>
        <span>
          <strong>{shown}</strong>
          {detail ? ` ${detail}` : null}
        </span>
      </div>
      <ProgressBar
        value={progressBarValue(percent)}
        intent={progressIntent(percent)}
        animate={false}
        stripes={false}
        aria-label={`${label}: ${shown}`}
      />
    </div>
  );
}
