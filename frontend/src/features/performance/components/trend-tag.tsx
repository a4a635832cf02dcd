// Monthly trend badge: green growth, red decline, yellow when flat.
import { Tag } from "@blueprintjs/core";
import { Minus, TrendingDown, TrendingUp } from "@blueprintjs/icons";
import { formatTrend, trendIntent } from "../lib/performance-rules";

export function TrendTag({ trend, suffix }: { trend: number; suffix?: string }) {
  const icon = trend > 0 ? <TrendingUp /> : trend < 0 ? <TrendingDown /> : <Minus />;
  return (
    <Tag intent={trendIntent(trend)} icon={icon} minimal round>
      {formatTrend(trend)}
      {suffix ? ` ${suffix}` : null}
    </Tag>
  );
}
