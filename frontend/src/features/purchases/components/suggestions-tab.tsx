// 'Sugerencias': the parts at or under their minimum stock, grouped by their preferred supplier (chosen
// on each row) or else the one they were last ordered from, with the units sold in 30/60/90 days and
// the quantity to order; one click turns a supplier's group into a draft order (at each part's cost
// price). 'Perdidas' are the units asked for at the counter and not sold ('Venta perdida') in the
// chosen window, counted in the suggestion. A group shows its first ROWS_SHOWN parts and more on
// request: a shop that imports its catalogue can have thousands of parts under their minimum, and a
// table of thousands of rows, each with its own supplier list, holds the page for seconds.
import { Button, Card, HTMLSelect, HTMLTable } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { PurchaseSuggestionGroup } from "@/lib/api/types";
import { useOrderSuppliers, usePurchaseActions, usePurchaseSuggestions } from "../api/use-purchases";

const ROWS_SHOWN = 25;

const WINDOWS = [
  { value: "30", label: "Últimos 30 días" },
  { value: "60", label: "Últimos 60 días" },
  { value: "90", label: "Últimos 90 días" },
];

export function SuggestionsTab({ onOrdered }: { onOrdered: () => void }) {
  const id = useId();
  const [days, setDays] = useState<30 | 60 | 90>(30);
  const suggestions = usePurchaseSuggestions(days);
  const { saveOrder, preferSupplier } = usePurchaseActions();
  const suppliers = useOrderSuppliers().data ?? [];
  const [shown, setShown] = useState<Record<string, number>>({});
  const supplierOptions = [
    { value: "", label: "Sin proveedor preferido" },
    ...suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
  ];

  async function prefer(productId: number, value: string) {
    try {
      await preferSupplier(productId, value === "" ? null : Number(value));
      void toast.success("Proveedor preferido guardado");
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    }
  }

  async function draft(group: PurchaseSuggestionGroup) {
    if (!group.supplier) return;
    try {
      const order = await saveOrder(
        {
          supplierId: group.supplier.id,
          lines: group.items.map((item) => ({ productId: item.productId, quantity: item.suggestedQuantity })),
        },
        null,
      );
      void toast.success("Orden creada", `Orden ${order.number} guardada como borrador.`);
      onOrdered();
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    }
  }

  return (
    <div className="pur-suggestions">
      <label htmlFor={`${id}-days`} className="pur-suggestions-window">
        Ritmo de ventas{" "}
        <HTMLSelect
          id={`${id}-days`}
          value={String(days)}
          options={WINDOWS}
          onChange={(event) => setDays(Number(event.currentTarget.value) as 30 | 60 | 90)}
        />
      </label>
      <AsyncState
        loading={!suggestions.data && suggestions.isLoading}
        error={suggestions.data ? undefined : suggestions.error}
        errorTitle="Error al cargar las sugerencias"
        onRetry={() => void suggestions.mutate()}
        empty={suggestions.data?.length === 0}
        emptyTitle="No hay productos bajo su stock mínimo"
        titleLevel={3}
      >
        {suggestions.data?.map((group) => {
          const key = String(group.supplier?.id ?? "none");
          const limit = shown[key] ?? ROWS_SHOWN;
          const hidden = group.items.length - limit;
          return (
            <Card key={key} className="pur-suggestion-group">
              <div className="pur-card-head">
                <h3 className="pur-group-title">
                  {group.supplier ? group.supplier.name : "Sin proveedor (nunca pedidos)"}
                  {group.supplier ? ` · entrega en ${group.leadTimeDays} días` : ""}
                </h3>
                {group.supplier ? (
                  <Button
                    intent="primary"
                    size="small"
                    text="Crear orden en borrador"
                    onClick={() => void draft(group)}
                  />
                ) : null}
              </div>
              <div className="pur-table-scroll">
                <HTMLTable compact striped className="pur-suggestion-table">
                  <thead>
                    <tr>
                      <th>Producto</th>
                      <th>Stock</th>
                      <th>Mínimo</th>
                      <th>30 d</th>
                      <th>60 d</th>
                      <th>90 d</th>
                      <th>
                        <abbr title="Ventas perdidas en el periodo">Perdidas</abbr>
                      </th>
                      <th>Sugerido</th>
                      <th>Proveedor preferido</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.items.slice(0, limit).map((item) => (
                      <tr key={item.productId}>
                        <td>
                          {item.name} <small>{item.sku}</small>
                        </td>
                        <td>{item.stock}</td>
                        <td>{item.minimumStock}</td>
                        <td>{item.sold30}</td>
                        <td>{item.sold60}</td>
                        <td>{item.sold90}</td>
                        <td>{item.lostSales}</td>
                        <td>
                          <strong>{item.suggestedQuantity}</strong>
                        </td>
                        <td>
                          <HTMLSelect
                            aria-label={`Proveedor preferido de ${item.name}`}
                            value={group.supplier ? String(group.supplier.id) : ""}
                            options={supplierOptions}
                            onChange={(event) => void prefer(item.productId, event.currentTarget.value)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
              {hidden > 0 ? (
                <Button
                  variant="minimal"
                  className="pur-show-more"
                  text={`Mostrar ${Math.min(hidden, ROWS_SHOWN * 4)} más (quedan ${hidden})`}
                  onClick={() => setShown((current) => ({ ...current, [key]: limit + ROWS_SHOWN * 4 }))}
                />
              ) : null}
            </Card>
          );
        })}
      </AsyncState>
    </div>
  );
}
