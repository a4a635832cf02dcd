// The quotes ('Cotizaciones', 'Modo mostrador' on): searched by number or customer, filtered by state
// and issue date, paged, newest first; a quote opens its details (print, 'Convertir en venta'). On a phone the table
// scrolls inside its own frame, as the sales table does.
import { FormGroup, HTMLSelect, HTMLTable } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { QUOTE_STATE_LABELS } from "@rules/quotes";
import { AsyncState } from "@/components/async-state";
import { ListPagination } from "@/components/list-pagination";
import { SearchBox } from "@/components/search-box";
import type { Quote, QuoteState, Sale, ShopSettings } from "@/lib/api/types";
import { formatCop } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useQuotes } from "../api/quotes";
import { formatSaleDate } from "../lib/sale-display";
import { GENERAL_CUSTOMER } from "../lib/sale-rules";
import { QuoteDialog } from "./quote-dialog";
import { QuoteStateTag } from "./quote-state-tag";

/** Built when shown: rule texts are not read while the module loads (build/eslint-rule-reads-at-load.js). */
const stateOptions = () => [
  { value: "", label: "Todos los estados" },
  ...(Object.keys(QUOTE_STATE_LABELS) as QuoteState[]).map((value) => ({
    value,
    label: QUOTE_STATE_LABELS[value],
  })),
];

const DAY_MS = 86_400_000;
const PERIOD_OPTIONS = [
  { value: "", label: "Todas las fechas" },
  { value: "1", label: "Últimas 24 horas" },
  { value: "7", label: "Últimos 7 días" },
  { value: "30", label: "Últimos 30 días" },
];

export interface QuotesTabProps {
  shop: ShopSettings;
  /** A quote became this sale (the page opens its details, with the receipt). */
  onConverted: (sale: Sale) => void;
}

export function QuotesTab({ shop, onConverted }: QuotesTabProps) {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<QuoteState | "">("");
  const [days, setDays] = useState("");
  // The period's start is fixed when chosen, so the list's key (and cache) stays put while shown.
  const from = useMemo(
    () => (days ? new Date(Date.now() - Number(days) * DAY_MS).toISOString() : undefined),
    [days],
  );
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [opened, setOpened] = useState<Quote | null>(null);
  const search = useDebouncedValue(query.trim(), 250);
  const quotes = useQuotes({
    search: search || undefined,
    state: state || undefined,
    from,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const rows = quotes.data?.items ?? [];
  const total = quotes.data?.total ?? 0;
  const filtered = search !== "" || state !== "" || days !== "";
  return (
    <section className="sales-main" aria-labelledby="quotes-title">
      <div className="sales-toolbar">
        <SearchBox
          className="sales-search"
          label="Buscar cotizaciones"
          placeholder="Buscar por número o cliente..."
          value={query}
          onChange={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
        <FormGroup label="Estado" labelFor="quotes-state" inline>
          <HTMLSelect
            id="quotes-state"
            value={state}
            options={stateOptions()}
            onChange={(event) => {
              setState(event.currentTarget.value as QuoteState | "");
              setPage(1);
            }}
          />
        </FormGroup>
        <FormGroup label="Fecha" labelFor="quotes-period" inline>
          <HTMLSelect
            id="quotes-period"
            value={days}
            options={PERIOD_OPTIONS}
            onChange={(event) => {
              setDays(event.currentTarget.value);
              setPage(1);
            }}
          />
        </FormGroup>
      </div>
      <h2 id="quotes-title" className="sales-section-heading">
        Cotizaciones
      </h2>
      <AsyncState
        loading={quotes.isLoading}
        error={quotes.error}
        errorTitle="Error al cargar las cotizaciones"
        onRetry={() => void quotes.mutate()}
        empty={rows.length === 0}
        emptyTitle={filtered ? "No se encontraron cotizaciones" : "No hay cotizaciones"}
        emptyDescription={
          filtered
            ? "Pruebe con otro número, cliente, estado o fecha."
            : "Guarde el carrito de una venta como cotización para verla aquí."
        }
      >
        <div className="sales-table-wrap">
          <HTMLTable className="sales-table" striped aria-label="Cotizaciones">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Fecha</th>
                <th scope="col">Cliente</th>
                <th scope="col" className="sales-num">
                  Total
                </th>
                <th scope="col">Válida hasta</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((quote) => (
                <tr key={quote.id}>
                  <td className="sales-id">
                    <button
                      type="button"
                      className="sales-open"
                      aria-label={`Ver cotización ${quote.number}`}
                      onClick={() => setOpened(quote)}
                    >
                      {quote.number}
                    </button>
                  </td>
                  <td>{formatSaleDate(quote.createdAt)}</td>
                  <td>{quote.customerName ?? GENERAL_CUSTOMER}</td>
                  <td className="sales-num">{formatCop(quote.total)}</td>
                  <td>{formatSaleDate(quote.validUntil)}</td>
                  <td>
                    <QuoteStateTag state={quote.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        {total > 0 ? (
          <ListPagination
            page={page}
            pageSize={pageSize}
            total={total}
            itemsLabel="cotizaciones"
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        ) : null}
      </AsyncState>
      <QuoteDialog
        quote={opened}
        shop={shop}
        onClose={() => setOpened(null)}
        onConverted={(sale) => {
          setOpened(null);
          onConverted(sale);
        }}
      />
    </section>
  );
}
