// The sales page: tabs Recientes / Pendientes / Reportes, search, the list, the
// side panel and the new-sale dialog. Sales live in page memory only and are lost on reload.
import { Button, Tab, Tabs, type TabId } from "@blueprintjs/core";
import { Add, Filter } from "@blueprintjs/icons";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { SearchBox } from "@/components/search-box";
import { toast } from "@/components/toaster";
import { formatCop } from "@/lib/format";
import { SAMPLE_SALE_PRODUCTS, SAMPLE_SALES } from "../data/sample-sales";
import { filterSales, saleFromSubmission, sortSalesNewestFirst } from "../lib/sale-rules";
import { saleNumber } from "../lib/sale-display";
import type { Sale, SaleProduct, SaleStatus, SaleSubmission } from "../lib/sale-types";
import { NewSaleDialog } from "./new-sale-dialog";
import { NewSalePanel } from "./new-sale-panel";
import { SalesList } from "./sales-list";
import { SalesReports } from "./sales-reports";
import "./sales.css";

type SalesTab = "recientes" | "pendientes" | "reportes";
const TABS: readonly SalesTab[] = ["recientes", "pendientes", "reportes"];

export interface SalesPageProps {
  /** The sales the page starts with (stories show an empty list with []). */
  initialSales?: readonly Sale[];
  products?: readonly SaleProduct[];
}

export function SalesPage({ initialSales = SAMPLE_SALES, products = SAMPLE_SALE_PRODUCTS }: SalesPageProps) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: SalesTab = TABS.includes(tabParam as SalesTab) ? (tabParam as SalesTab) : "recientes";
  const [sales, setSales] = useState<readonly Sale[]>(initialSales);
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<{ open: boolean; search: string }>({ open: false, search: "" });

  const setTab = (next: TabId) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === "recientes") copy.delete("tab");
        else copy.set("tab", String(next));
        return copy;
      },
      { replace: true },
    );
  };

  const record = (submission: SaleSubmission, status: SaleStatus) => {
    const sale = saleFromSubmission(sales, submission, status);
    setSales((current) => [...current, sale]);
    setDialog({ open: false, search: "" });
    const description = `${saleNumber(sale.id)} por ${formatCop(sale.total)}`;
    if (status === "pending") {
      void toast.success("Venta pendiente creada", description);
      setTab("pendientes");
    } else {
      void toast.success("Venta registrada", description);
    }
  };

  const found = sortSalesNewestFirst(filterSales(sales, query));
  const searching = query.trim() !== "";
  const listPanel = (status: "all" | "pending") => {
    const rows = status === "pending" ? found.filter((sale) => sale.status === "pending") : found;
    const title = status === "pending" ? "Ventas Pendientes" : "Ventas Recientes";
    const empty = searching
      ? "No se encontraron ventas"
      : status === "pending"
        ? "No hay ventas pendientes"
        : "No hay ventas registradas";
    return (
      <div className="sales-layout">
        <section className="sales-main" aria-labelledby={`sales-title-${status}`}>
          <div className="sales-toolbar">
            <SearchBox
              className="sales-search"
              label="Buscar ventas"
              placeholder="Buscar por número, cliente o método de pago..."
              value={query}
              onChange={setQuery}
            />
            {/* 'Filtrar' keeps its place; the specification gives it no behaviour. */}
            <Button icon={<Filter />}>Filtrar</Button>
          </div>
          <h2 id={`sales-title-${status}`} className="sales-section-heading">
            {title}
          </h2>
          <SalesList
            sales={rows}
            emptyTitle={empty}
            emptyDescription={searching ? "Pruebe con otro número, cliente o método de pago." : undefined}
          />
        </section>
        <NewSalePanel onOpenDialog={(search) => setDialog({ open: true, search })} />
      </div>
    );
  };

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
        <Tab id="recientes" title="Recientes" panel={listPanel("all")} />
        <Tab id="pendientes" title="Pendientes" panel={listPanel("pending")} />
        <Tab id="reportes" title="Reportes" panel={<SalesReports />} />
      </Tabs>
      <NewSaleDialog
        isOpen={dialog.open}
        products={products}
        initialSearch={dialog.search}
        allowPending
        onClose={() => setDialog({ open: false, search: "" })}
        onSubmit={record}
      />
    </div>
  );
}
