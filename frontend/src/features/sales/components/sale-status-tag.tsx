// The status badge of a sale: Completada / Pendiente / Cancelada.
import { type Intent } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { STATUS_LABEL } from "../lib/sale-rules";
import type { SaleStatus } from "../lib/sale-types";

const INTENT: Record<SaleStatus, Intent> = { completed: "success", pending: "warning", canceled: "danger" };

export function SaleStatusTag({ status }: { status: SaleStatus }) {
  return (
    <Badge intent={INTENT[status]} minimal round>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
