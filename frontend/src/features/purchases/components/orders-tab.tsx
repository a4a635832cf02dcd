// 'Órdenes': each order as a card (number, supplier, state, expected date, total, what is still due)
// with the actions its state allows: edit, send and cancel a draft; receive and cancel an order sent
// or partly received; print it on A4 or export it as CSV/Excel to send the supplier.
import { Button, Card, Tag } from "@blueprintjs/core";
import { Print } from "@blueprintjs/icons";
import { AsyncState } from "@/components/async-state";
import { ExportMenuButton } from "@/components/export-menu-button";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { PurchaseOrder, ShopSettings } from "@/lib/api/types";
import { downloadTable, type TableFileFormat } from "@/lib/downloads/table-file";
import { formatCopCents, formatDate } from "@/lib/format";
import { PRINT_BLOCKED, printInNewWindow } from "@/lib/print-window";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { PURCHASE_ORDER_STATUS_LABELS } from "@rules/purchase-orders";
import { usePurchaseActions } from "../api/use-purchases";
import { orderHtml, orderTable } from "../lib/order-document";

function printOrder(order: PurchaseOrder, shop: ShopSettings | undefined) {
  if (!shop || !printInNewWindow(orderHtml(order, shop)))
    void toast.error(PRINT_BLOCKED.title, PRINT_BLOCKED.description);
}

function exportOrder(order: PurchaseOrder, format: TableFileFormat) {
  downloadTable(orderTable(order), format).catch(
    (failure: unknown) => void toast.error("Error", errorMessage(failure)),
  );
}

const INTENT = {
  draft: "none",
  sent: "primary",
  partially_received: "warning",
  received: "success",
  canceled: "danger",
} as const;

export interface OrdersTabProps {
  orders: readonly PurchaseOrder[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onEdit: (order: PurchaseOrder) => void;
  onReceive: (order: PurchaseOrder) => void;
}

export function OrdersTab({ orders, loading, error, onRetry, onEdit, onReceive }: OrdersTabProps) {
  const { changeStatus } = usePurchaseActions();
  const shop = useShopSettings().data;
  const act = (order: PurchaseOrder, status: "sent" | "canceled") =>
    changeStatus(order.id, status).then(
      () => void toast.success(status === "sent" ? "Orden enviada" : "Orden cancelada", order.number),
      (failure: unknown) => void toast.error("Error", errorMessage(failure)),
    );
  return (
    <AsyncState
      loading={loading}
      error={error}
      errorTitle="Error al cargar las órdenes de compra"
      onRetry={onRetry}
      empty={orders?.length === 0}
      emptyTitle="No hay órdenes de compra"
      emptyDescription="Cree la primera con 'Nueva orden'."
      titleLevel={3}
    >
      <ul className="pur-cards" aria-label="Órdenes de compra">
        {orders?.map((order) => {
          const due = order.lines.reduce((sum, line) => sum + line.pendingQuantity, 0);
          return (
            <li key={order.id}>
              <Card className="pur-card" aria-label={`Orden ${order.number}`}>
                <div className="pur-card-head">
                  <strong>{order.number}</strong>
                  <Tag intent={INTENT[order.status]} minimal>
                    {PURCHASE_ORDER_STATUS_LABELS[order.status]}
                  </Tag>
                </div>
                <p className="pur-card-supplier">{order.supplier.name}</p>
                <p className="pur-card-meta">
                  {order.lines.length === 1 ? "1 producto" : `${order.lines.length} productos`}
                  {order.expectedDate ? ` · Esperada ${formatDate(`${order.expectedDate}T12:00:00`)}` : ""}
                  {order.status === "sent" || order.status === "partially_received"
                    ? ` · Pendiente: ${due} u.`
                    : ""}
                </p>
                <p className="pur-card-total">Total {formatCopCents(order.total)}</p>
                <ul className="pur-card-lines">
                  {order.lines.map((line) => (
                    <li key={line.id}>
                      {line.name}: {line.receivedQuantity} de {line.quantity} recibidas
                    </li>
                  ))}
                </ul>
                <div className="pur-card-actions">
                  <Button
                    size="small"
                    variant="outlined"
                    icon={<Print />}
                    text="Imprimir"
                    aria-label={`Imprimir ${order.number}`}
                    onClick={() => printOrder(order, shop)}
                  />
                  <ExportMenuButton text="Exportar" onExport={(format) => exportOrder(order, format)} />
                  {order.status === "draft" ? (
                    <>
                      <Button size="small" text="Editar" onClick={() => onEdit(order)} />
                      <Button
                        size="small"
                        intent="primary"
                        text="Enviar"
                        onClick={() => void act(order, "sent")}
                      />
                    </>
                  ) : null}
                  {order.status === "sent" || order.status === "partially_received" ? (
                    <Button
                      size="small"
                      intent="primary"
                      text="Recibir mercancía"
                      onClick={() => onReceive(order)}
                    />
                  ) : null}
                  {order.status === "draft" ||
                  order.status === "sent" ||
                  order.status === "partially_received" ? (
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      text="Cancelar orden"
                      onClick={() => void act(order, "canceled")}
                    />
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </AsyncState>
  );
}
