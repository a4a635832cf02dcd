// The sales page with 'Modo mostrador' on: the server's sales, paged, newest first, searched by
// number, customer or payment method; Pendientes lists the pending ones; Reportes draws from them.
// A sale opens its details (receipt, completion, cancellation, return); a new sale lowers the stock.
import { Button, Tab, Tabs, type TabId } from "@blueprintjs/core";
import { Add, Filter } from "@blueprintjs/icons";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { AsyncState } from "@/components/async-state";
import { ListPagination } from "@/components/list-pagination";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { SearchBox } from "@/components/search-box";
import { toast } from "@/components/toaster";
import type { Sale as RecordedSale, ShopSettings } from "@/lib/api/types";
import { formatCop } from "@/lib/format";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { saleNumber } from "../lib/sale-display";
import type { Sale, SaleProduct } from "../lib/sale-types";
import { CounterSaleDialog } from "./counter-sale-dialog";
import { CounterSalePanel } from "./counter-sale-panel";
import { SaleDetailsDialog } from "./sale-details-dialog";
import { SalesList } from "./sales-list";
import { useSellParam } from "./use-sell-param";
import "./sales.css";
import { useSalesPage } from "../api/use-sales-page";

// The tabs after the lists load when first opened: their code (quotes, lost sales, charts) is not
// what the counter needs before its first sale, and /sales stays within its download budget.
const QuotesTab = lazy(() => import("./quotes-tab").then((m) => ({ default: m.QuotesTab })));
const LostSalesReport = lazy(() =>
  import("./lost-sales-report").then((m) => ({ default: m.LostSalesReport })),
);
const CounterReports = lazy(() => import("./counter-reports").then((m) => ({ default: m.CounterReports })));

const LazyPanel = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<AsyncState loading>{null}</AsyncState>}>{children}</Suspense>
);

type SalesTab = "recientes" | "pendientes" | "cotizaciones" | "perdidas" | "reportes";
const TABS: readonly SalesTab[] = ["recientes", "pendientes", "cotizaciones", "perdidas", "reportes"];

/** A recorded sale as the list's rows show it. */
export function listRow(sale: RecordedSale): Sale {
  return {
    id: sale.id,
    date: sale.createdAt,
    customerName: sale.customerName,
    total: sale.total,
    items: sale.itemsCount,
    paymentMethod: sale.paymentMethod as Sale["paymentMethod"],
    status: sale.status,
  };
}

function RecordedSalesList({ status, onOpen }: { status?: "pending"; onOpen: (sale: RecordedSale) => void }) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const search = useDebouncedValue(query.trim(), 250).replace(/^#/, "");
  const sales = useSalesPage({
    search: search || undefined,
    status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const rows = sales.data?.items ?? [];
  const total = sales.data?.total ?? 0;
  const title = status === "pending" ? "Ventas Pendientes" : "Ventas Recientes";
  const id = `sales-title-${status ?? "all"}`;
  return (
    <section className="sales-main" aria-labelledby={id}>
      <div className="sales-toolbar">
        <SearchBox
          className="sales-search"
          label="Buscar ventas"
          placeholder="Buscar por número, cliente o método de pago..."
          value={query}
          onChange={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
        <Button icon={<Filter />}>Filtrar</Button>
      </div>
      <h2 id={id} className="sales-section-heading">
        {title}
      </h2>
      <AsyncState
        loading={sales.isLoading}
        error={sales.error}
        errorTitle="Error al cargar las ventas"
        onRetry={() => void sales.mutate()}
      >
        <SalesList
          sales={rows.map(listRow)}
          emptyTitle={
            search
              ? "No se encontraron ventas"
              : status
                ? "No hay ventas pendientes"
                : "No hay ventas registradas"
          }
          emptyDescription={search ? "Pruebe con otro número, cliente o método de pago." : undefined}
          onOpen={(saleId) => {
            const sale = rows.find((row) => row.id === saleId);
            if (sale) onOpen(sale);
          }}
        />
        {total > 0 ? (
          <ListPagination
            page={page}
            pageSize={pageSize}
            total={total}
            itemsLabel="ventas"
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        ) : null}
      </AsyncState>
    </section>
  );
}

export function CounterSalesPage({ shop }: { shop: ShopSettings }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: SalesTab = TABS.includes(tabParam as SalesTab) ? (tabParam as SalesTab) : "recientes";
  const [dialog, setDialog] = useState<{ open: boolean; search: string; product?: SaleProduct }>({
    open: false,
    search: "",
  });
  useSellParam((product) => setDialog({ open: true, search: "", product }));
  const [opened, setOpened] = useState<RecordedSale | null>(null);
  const admin = isAdmin(useCurrentUser().user);

  const setTab = (next: TabId) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === "recientes") copy.delete("tab");
        else copy.set("tab", String(next));
        return copy;
      },
      { replace: true },
    );

  const recorded = (sale: RecordedSale, how: { byKey: boolean }) => {
    const description = `${saleNumber(sale.id)} por ${formatCop(sale.total)}`;
    // By keyboard (F9/F8) the counter goes straight on to the next customer: the sale where it was
    // entered starts again empty, and its details stay one click away in the list.
    if (how.byKey) {
      void toast.success(
        sale.status === "pending" ? "Venta pendiente creada" : "Venta registrada",
        description,
      );
      return;
    }
    setDialog({ open: false, search: "" });
    if (sale.status === "pending") {
      void toast.success("Venta pendiente creada", description);
      setTab("pendientes");
    } else {
      void toast.success("Venta registrada", description);
      // Right after the sale, its details offer 'Imprimir recibo'.
      setOpened(sale);
    }
  };

  const listPanel = (status?: "pending") => (
    <div className="sales-layout">
      <RecordedSalesList status={status} onOpen={setOpened} />
      <CounterSalePanel shop={shop} onRecorded={recorded} />
    </div>
  );

  return (
    <div className="sales-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          <Button
            intent="primary"
            icon={<Add />}
            aria-keyshortcuts="Alt+V"
            onClick={() => setDialog({ open: true, search: "" })}
          >
            Nueva Venta
          </Button>
        }
      />
      <Tabs animate={false} id="sales-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly>
        <Tab id="recientes" title="Recientes" panel={listPanel()} />
        <Tab id="pendientes" title="Pendientes" panel={listPanel("pending")} />
        <Tab
          id="cotizaciones"
          title="Cotizaciones"
          panel={
            <LazyPanel>
              <QuotesTab shop={shop} onConverted={setOpened} />
            </LazyPanel>
          }
        />
        {admin ? (
          <Tab
            id="perdidas"
            title="Ventas perdidas"
            panel={
              <LazyPanel>
                <LostSalesReport />
              </LazyPanel>
            }
          />
        ) : null}
        <Tab
          id="reportes"
          title="Reportes"
          panel={
            <LazyPanel>
              <CounterReports />
            </LazyPanel>
          }
        />
      </Tabs>
      <CounterSaleDialog
        isOpen={dialog.open}
        shop={shop}
        initialSearch={dialog.search}
        initialProduct={dialog.product}
        onClose={() => setDialog({ open: false, search: "" })}
        onRecorded={recorded}
      />
      <SaleDetailsDialog
        sale={opened}
        shop={shop}
        isAdmin={admin}
        onClose={() => setOpened(null)}
        onChanged={setOpened}
      />
    </div>
  );
}
