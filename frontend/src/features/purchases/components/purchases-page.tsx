// /purchases ('Compras', Administrador, 'Modo mostrador' on): 'Órdenes', 'Recepciones' and
// 'Sugerencias', a new order, goods received without an order and a supplier's price list. With the mode off, the server
// refuses purchases: the screen says so instead of offering what would fail. A Vendedor whom an
// Administrador lets receive goods sees only 'Recepciones' and 'Recibir sin orden'.
import { Button, NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import { Add, Import, Th } from "@blueprintjs/icons";
import { lazy, Suspense, useState } from "react";
import { AdminOnlyState } from "@/components/admin-only-state";
import { PageHeader } from "@/components/page-header";
import type { PurchaseOrder, PurchaseReceipt } from "@/lib/api/types";
import { SCREEN_HEADING } from "../screen-heading";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useSalesMayReceive } from "@/lib/session/use-sales-may-receive";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { useOrderSuppliers, usePurchaseOrders, usePurchaseReceipts } from "../api/use-purchases";
import { OrdersTab } from "./orders-tab";
import { ReceiptsTab } from "./receipts-tab";
import "./purchases.css";

// The dialogs (with the part search and its scanners) and 'Sugerencias' load when first opened.
const OrderDialog = lazy(() => import("./order-dialog").then((m) => ({ default: m.OrderDialog })));
const ReceiveDialog = lazy(() => import("./receive-dialog").then((m) => ({ default: m.ReceiveDialog })));
const ReturnDialog = lazy(() => import("./return-dialog").then((m) => ({ default: m.ReturnDialog })));
const PriceListDialog = lazy(() =>
  import("./price-list-dialog").then((m) => ({ default: m.PriceListDialog })),
);
const SuggestionsTab = lazy(() => import("./suggestions-tab").then((m) => ({ default: m.SuggestionsTab })));
const SupplierReturnsTab = lazy(() =>
  import("./supplier-returns-tab").then((m) => ({ default: m.SupplierReturnsTab })),
);

type Dialog =
  | { kind: "none" }
  | { kind: "order"; order: PurchaseOrder | null }
  | { kind: "receive"; order: PurchaseOrder | null }
  | { kind: "return"; receipt: PurchaseReceipt }
  | { kind: "priceList" };

type PurchasesTab = "orders" | "receipts" | "returns" | "suggestions";

export function PurchasesPage() {
  const { user } = useCurrentUser();
  const vendedor = user !== undefined && user !== null && !isAdmin(user);
  const counterMode = useShopSettings().data?.counterMode === true;
  const receivesGoods = useSalesMayReceive(vendedor && counterMode);
  if (vendedor && receivesGoods) return <ReceivingOnly />;
  if (vendedor) {
    return (
      <div className="pur-page">
        <PageHeader {...SCREEN_HEADING} />
        <AdminOnlyState description="Solo un Administrador gestiona las compras de la tienda." />
      </div>
    );
  }
  return <PurchasesContent />;
}

function PurchasesContent() {
  const settings = useShopSettings();
  const orders = usePurchaseOrders();
  const receipts = usePurchaseReceipts();
  const suppliers = useOrderSuppliers();
  const [tab, setTab] = useState<PurchasesTab>("orders");
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });
  const modeOff = settings.data && !settings.data.counterMode;

  return (
    <div className="pur-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          modeOff ? undefined : (
            <>
              <Button
                icon={<Th />}
                text="Importar lista de precios"
                onClick={() => setDialog({ kind: "priceList" })}
              />
              <Button
                icon={<Import />}
                text="Recibir sin orden"
                onClick={() => setDialog({ kind: "receive", order: null })}
              />
              <Button
                intent="primary"
                icon={<Add />}
                text="Nueva orden"
                onClick={() => setDialog({ kind: "order", order: null })}
              />
            </>
          )
        }
      />
      {modeOff ? (
        <NonIdealState
          title="El modo mostrador está desactivado"
          description="Active el 'Modo mostrador' en Configuración → Ventas para registrar compras."
        />
      ) : (
        <Tabs
          animate={false}
          id="purchase-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next as PurchasesTab)}
          renderActiveTabPanelOnly
        >
          <Tab
            id="orders"
            title="Órdenes"
            panel={
              <OrdersTab
                orders={orders.data}
                loading={!orders.data && orders.isLoading}
                error={orders.data ? undefined : orders.error}
                onRetry={() => void orders.mutate()}
                onEdit={(order) => setDialog({ kind: "order", order })}
                onReceive={(order) => setDialog({ kind: "receive", order })}
              />
            }
          />
          <Tab
            id="receipts"
            title="Recepciones"
            panel={
              <ReceiptsTab
                receipts={receipts.data}
                loading={!receipts.data && receipts.isLoading}
                error={receipts.data ? undefined : receipts.error}
                onRetry={() => void receipts.mutate()}
                onReturn={(receipt) => setDialog({ kind: "return", receipt })}
              />
            }
          />
          <Tab
            id="returns"
            title="Devoluciones"
            panel={
              <Suspense fallback={null}>
                <SupplierReturnsTab />
              </Suspense>
            }
          />
          <Tab
            id="suggestions"
            title="Sugerencias"
            panel={
              <Suspense fallback={null}>
                <SuggestionsTab onOrdered={() => setTab("orders")} />
              </Suspense>
            }
          />
        </Tabs>
      )}
      <Suspense fallback={null}>
        {dialog.kind === "order" ? (
          <OrderDialog
            order={dialog.order}
            suppliers={suppliers.data ?? []}
            taxRate={settings.data?.taxRate ?? 16}
            onClose={close}
          />
        ) : null}
        {dialog.kind === "receive" ? (
          <ReceiveDialog order={dialog.order} suppliers={suppliers.data ?? []} onClose={close} />
        ) : null}
        {dialog.kind === "return" ? <ReturnDialog receipt={dialog.receipt} onClose={close} /> : null}
        {dialog.kind === "priceList" ? <PriceListDialog onClose={close} /> : null}
      </Suspense>
    </div>
  );
}

/** A Vendedor allowed to receive goods: 'Recepciones' and 'Recibir sin orden', nothing else. */
function ReceivingOnly() {
  const receipts = usePurchaseReceipts();
  const [receiving, setReceiving] = useState(false);
  return (
    <div className="pur-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={<Button icon={<Import />} text="Recibir sin orden" onClick={() => setReceiving(true)} />}
      />
      <h2 className="pur-section-title">Recepciones</h2>
      <ReceiptsTab
        receipts={receipts.data}
        loading={!receipts.data && receipts.isLoading}
        error={receipts.data ? undefined : receipts.error}
        onRetry={() => void receipts.mutate()}
      />
      <Suspense fallback={null}>
        {receiving ? <ReceiveDialog order={null} suppliers={[]} onClose={() => setReceiving(false)} /> : null}
      </Suspense>
    </div>
  );
}
