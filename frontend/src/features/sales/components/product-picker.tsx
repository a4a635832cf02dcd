// A new sale's product search (the dialogs' left half, the counter's side panel): pick a product, set
// quantity and discount, add it. Enter in the search picks the first match; Enter in quantity or
// discount adds. A barcode scanner's scan is the sale's (use-sale-scanner.ts). At the counter
// ('Modo mostrador') the search is the keyboard's: ↓/↑ move the highlight, Enter adds one unit of
// the highlighted part (once the list answers what was typed) and empties the search, with the
// search empty '+'/'-' change the last line's quantity, and a number typed in it then '*' sets it
// (a code never holds '*', so '12*' cannot be a part being searched).
import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { Add, Search } from "@blueprintjs/icons";
import { startTransition, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { COUNTER_KEYS } from "@/lib/shortcuts/shortcut-list";
import { PRODUCT_SEARCH_MIN_CHARS } from "../lib/sale-rules";
import { SaleProductList } from "./sale-product-list";
import type { NewSaleState } from "./use-new-sale";
import { useSaleScanner } from "./use-sale-scanner";

/** A quantity typed in the search before '*': up to four digits. */
const TYPED_QUANTITY = /^\d{1,4}$/;

export interface ProductPickerProps {
  sale: NewSaleState;
  placeholder?: string;
  /** The dialogs take the focus on opening; the side panel, part of a page, does not. */
  autoFocus?: boolean;
  /** Lists nothing until the search is long enough (the side panel). */
  waitsForSearch?: boolean;
  /** The counter's keyboard: given whether the list answers the search as typed now. */
  counterKeys?: { settled: boolean };
}

export function ProductPicker({
  sale,
  placeholder = "Nombre o SKU...",
  autoFocus = true,
  waitsForSearch = false,
  counterKeys,
}: ProductPickerProps) {
  const ids = { search: useId(), quantity: useId(), discount: useId() };
  const searchRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  // The text in the box. At the counter the sale (its request, its list, its other fields) takes
  // each key as a transition: the box answers the key at once, the rest as soon as it can.
  const [typed, setTyped] = useState(sale.search);
  const type = (text: string) => {
    setTyped(text);
    if (counterKeys) startTransition(() => sale.setSearch(text));
    else sale.setSearch(text);
  };
  /** The search set by the sale itself (emptied after a part is added, a scanned code). */
  const setSearch = (text: string) => {
    setTyped(text);
    sale.setSearch(text);
  };
  useSaleScanner(sale, setSearch, () => searchRef.current?.focus());
  const [highlight, setHighlight] = useState({ search: typed, index: 0 });
  const highlighted = highlight.search === typed ? highlight.index : 0;
  // Enter pressed before the list answered the search as typed: it adds once the answer is in.
  const [enterWaiting, setEnterWaiting] = useState(false);
  const settled = (counterKeys?.settled ?? true) && typed === sale.search;

  const addHighlighted = () => {
    const product = sale.visible[highlighted] ?? sale.visible[0];
    if (product && sale.addProduct(product)) setSearch("");
  };
  useEffect(() => {
    if (!enterWaiting || !settled) return;
    setEnterWaiting(false);
    addHighlighted();
    // The render that settled the list holds the list to add from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterWaiting, settled]);

  const idle = waitsForSearch && sale.search.trim().length < PRODUCT_SEARCH_MIN_CHARS;

  // The same function while only the typed text changes, so the list is not drawn again.
  const { select } = sale;
  const pick = useCallback(
    (productId: number) => {
      select(productId);
      // After the render that enables the fields.
      queueMicrotask(() => quantityRef.current?.select());
    },
    [select],
  );
  const onCounterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = sale.lines.at(-1);
    const step = { [COUNTER_KEYS.more]: 1, [COUNTER_KEYS.less]: -1 }[event.key];
    if (step !== undefined && typed === "" && last) {
      event.preventDefault();
      sale.change(last.productId, String(Math.max(0, last.quantity + step)), String(last.discount));
    } else if (event.key === COUNTER_KEYS.times && last && TYPED_QUANTITY.test(typed.trim())) {
      event.preventDefault();
      // The line rules decide (stock, a quantity of zero); a refused number stays to be corrected.
      if (sale.change(last.productId, typed.trim(), String(last.discount))) setSearch("");
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const count = sale.visible.length;
      if (count === 0) return;
      const next = (highlighted + (event.key === "ArrowDown" ? 1 : -1) + count) % count;
      setHighlight({ search: typed, index: next });
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (typed.trim() === "") return;
      if (settled) addHighlighted();
      else setEnterWaiting(true);
    }
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (counterKeys) {
      onCounterKey(event);
      return;
    }
    if (event.key !== "Enter") return;
    event.preventDefault();
    const first = sale.visible[0];
    if (first) pick(first.id);
  };
  const onAmountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (sale.add()) searchRef.current?.focus();
  };

  return (
    <section className="sale-picker" aria-label="Productos">
      <FormGroup label="Buscar producto" labelFor={ids.search}>
        <InputGroup
          id={ids.search}
          inputRef={searchRef}
          type="search"
          autoFocus={autoFocus}
          leftIcon={<Search />}
          placeholder={placeholder}
          value={typed}
          onValueChange={type}
          onKeyDown={onSearchKey}
          aria-describedby={`${ids.search}-hint`}
        />
        <span id={`${ids.search}-hint`} className="sales-hint">
          {counterKeys
            ? `Filtra desde ${PRODUCT_SEARCH_MIN_CHARS} caracteres. Enter agrega la pieza resaltada; + y - cambian la cantidad de la última línea, y un número seguido de * la fija.`
            : `Filtra desde ${PRODUCT_SEARCH_MIN_CHARS} caracteres. Enter elige el primero.`}
        </span>
      </FormGroup>
      {idle ? null : (
        <SaleProductList
          products={sale.visible}
          chosenId={sale.selected?.id ?? null}
          highlighted={counterKeys ? highlighted : null}
          onPick={pick}
        />
      )}
      <div className="sale-amounts">
        <FormGroup label="Cantidad" labelFor={ids.quantity}>
          <InputGroup
            id={ids.quantity}
            inputRef={quantityRef}
            inputMode="numeric"
            value={sale.quantity}
            onValueChange={sale.setQuantity}
            onKeyDown={onAmountKey}
            disabled={!sale.selected}
          />
        </FormGroup>
        <FormGroup label="Descuento (%)" labelFor={ids.discount}>
          <InputGroup
            id={ids.discount}
            inputMode="numeric"
            value={sale.discount}
            onValueChange={sale.setDiscount}
            onKeyDown={onAmountKey}
            disabled={!sale.selected}
          />
        </FormGroup>
        <Button
          icon={<Add />}
          intent="primary"
          disabled={!sale.selected}
          onClick={() => {
            if (sale.add()) searchRef.current?.focus();
          }}
        >
          Agregar
        </Button>
      </div>
      <p className="sales-hint" aria-live="polite">
        {sale.selected ? `Seleccionado: ${sale.selected.name}` : "Seleccione un producto de la lista."}
      </p>
    </section>
  );
}
