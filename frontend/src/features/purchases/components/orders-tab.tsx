// 'Órdenes': each order as a card (number, supplier, state, expected date, total, what is still due)
// with the actions its state allows: edit, send and cancel a draft; receive and cancel an order sent
// or partly received; any order printed on A4 or downloaded as CSV or .xlsx to send the supplier.
import { Button, Card, Tag } from "@blueprintjs/core";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { downloadBlob } from "@/lib/downloads/download-file";
import { downloadTable } from "@/lib/downloads/download-table";
import { printInNewWindow } from "@/lib/print-window";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import type { PurchaseOrder } from "@/lib/api/types";
import { formatCopCents, formatDate } from "@/lib/format";
import { PURCHASE_ORDER_STATUS_LABELS } from "@rules/purchase-orders";
import { usePurchaseActions } from "../api/use-purchases";
import { orderCsv, orderFileName, orderHtml, orderTable } from "../lib/order-document";

function downloadCsv(order: PurchaseOrder) {
  downloadBlob(new Blob([orderCsv(order)], { type: "text/csv;charset=utf-8" }), orderFileName(order));
}

function downloadXlsx(order: PurchaseOrder) {
  downloadTable(orderTable(order), "xlsx").catch(
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
  const shopName = useShopSettings().data?.businessName ?? "";
  const print = (order: PurchaseOrder) => {
    if (!printInNewWindow(orderHtml(order, shopName)))
      void toast.error("Error", "El navegador bloqueó la ventana de impresión.");
  };
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
                    variant="minimal"
                    text="Imprimir"
                    aria-label={`Imprimir ${order.number}`}
                    onClick={() => print(order)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    text="Descargar CSV"
                    aria-label={`Descargar CSV de ${order.number}`}
                    onClick={() => downloadCsv(order)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    text="Descargar Excel"
                    aria-label={`Descargar Excel de ${order.number}`}
                    onClick={() => downloadXlsx(order)}
                  />
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
