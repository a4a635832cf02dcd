// Monthly trend badge: green growth, red decline, yellow when flat.
import { Badge } from "@/components/badge";
import { Minus, TrendingDown, TrendingUp } from "@blueprintjs/icons";
import { formatTrend, trendIntent } from "../lib/performance-rules";

export function TrendTag({ trend, suffix }: { trend: number; suffix?: string }) {
  const icon = trend > 0 ? <TrendingUp /> : trend < 0 ? <TrendingDown /> : <Minus />;
  return (
    <Badge intent={trendIntent(trend)} icon={icon} minimal round>
      {formatTrend(trend)}
      {suffix ? ` ${suffix}` : null}
    </Badge>
  );
}
