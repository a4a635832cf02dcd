// The state badge of a quote: Vigente / Vencida / Convertida.
import { type Intent } from "@blueprintjs/core";
import { QUOTE_STATE_LABELS } from "@rules/quotes";
import { Badge } from "@/components/badge";
import type { QuoteState } from "@/lib/api/types";

const INTENT: Record<QuoteState, Intent> = { vigente: "success", vencida: "warning", convertida: "primary" };

export function QuoteStateTag({ state }: { state: QuoteState }) {
  return (
    <Badge intent={INTENT[state]} minimal round>
      {QUOTE_STATE_LABELS[state]}
    </Badge>
  );
}
