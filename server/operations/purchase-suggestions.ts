// 'Sugerencias': the parts at or under their minimum stock, their recorded sales over 30/60/90 days
// and the quantity to order (rules/reorder.ts), grouped by the supplier each was last ordered from.
// Units asked for and lost ('Venta perdida') count as demand beside the units sold, in the quantity
// and in the order of each group.
import type { PurchaseSuggestionGroup, Supplier } from "@contract/types";
import { foldName } from "../../rules/fold-name";
import { suggestedQuantity } from "../../rules/reorder";
import { ok, type Operation } from "./types";

const DAY_MS = 86_400_000;

const listPurchaseSuggestions: Operation<"listPurchaseSuggestions"> = async ({ store }, { query }) => {
  const days = query.days ?? 30;
  const now = Date.now();
  const since = (n: number) => new Date(now - n * DAY_MS).toISOString();
  const windows = { d30: since(30), d60: since(60), d90: since(90) };
  const rows = await store.reorder.lowStockParts(windows);
  const lost = await store.lostSales.unitsByProduct(windows);
  const suppliers = new Map<number, Supplier>((await store.suppliers.list()).map((s) => [s.id, s]));
  const groups = new Map<number | null, PurchaseSuggestionGroup>();
  for (const row of rows) {
    const supplier = row.supplierId === null ? undefined : suppliers.get(row.supplierId);
    const key = supplier ? supplier.id : null;
    const leadTimeDays = supplier?.leadTimeDays ?? 0;
    const group = groups.get(key) ?? {
      supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
      leadTimeDays,
      items: [],
    };
    groups.set(key, group);
    const soldInWindow = days === 90 ? row.sold90 : days === 60 ? row.sold60 : row.sold30;
    const lostUnits = lost.get(row.productId);
    const lostSales = !lostUnits
      ? 0
      : days === 90
        ? lostUnits.d90
        : days === 60
          ? lostUnits.d60
          : lostUnits.d30;
    group.items.push({
      productId: row.productId,
      name: row.name,
      sku: row.sku,
      stock: row.stock,
      minimumStock: row.minimumStock,
      sold30: row.sold30,
      sold60: row.sold60,
      sold90: row.sold90,
      lostSales,
      suggestedQuantity: suggestedQuantity({
        stock: row.stock,
        minimumStock: row.minimumStock,
        soldInWindow: soldInWindow + lostSales,
        windowDays: days,
        leadTimeDays,
      }),
      unitCost: row.costPrice,
    });
  }
  const sorted = [...groups.values()].sort((a, b) => {
    if (!a.supplier || !b.supplier) return a.supplier ? -1 : b.supplier ? 1 : 0;
    return (
      foldName(a.supplier.name).localeCompare(foldName(b.supplier.name), "es") ||
      a.supplier.id - b.supplier.id
    );
  });
  // Most asked for first over the chosen window, sold and lost alike: a group shows its first parts
  // and a part a customer asked for three times and could not buy is not left behind the ones that
  // never sold.
  const demand = (item: PurchaseSuggestionGroup["items"][number]) =>
    (days === 90 ? item.sold90 : days === 60 ? item.sold60 : item.sold30) + item.lostSales;
  for (const group of sorted) group.items.sort((a, b) => demand(b) - demand(a) || a.productId - b.productId);
  return ok(sorted);
};

export const purchaseSuggestionsOperations = { listPurchaseSuggestions };
