// The status badge of a sale: Completada / Pendiente / Cancelada.
import { Tag, type Intent } from "@blueprintjs/core";
import { STATUS_LABEL } from "../lib/sale-rules";
import type { SaleStatus } from "../lib/sale-types";

const INTENT: Record<SaleStatus, Intent> = { completed: "success", pending: "warning", canceled: "danger" };

export function SaleStatusTag({ status }: { status: SaleStatus }) {
  return (
    <Tag intent={INTENT[status]} minimal round>
      {STATUS_LABEL[status]}
    </Tag>
  );
}
