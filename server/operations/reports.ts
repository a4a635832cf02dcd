// The inventory reports' figures, computed by the store's aggregate queries instead of a client
// downloading every product; statuses and shares follow rules/inventory-report.ts.
import { positive, productValue, REPORT_TOP, shareOf, stockStatus } from "../../rules/inventory-report";
import { ok, type Operation } from "./types";

const getInventoryReport: Operation<"getInventoryReport"> = async ({ store }) => {
  const { summary, lowStock, byValue } = await store.reports.inventory(REPORT_TOP);
  return ok({
    summary,
    lowStock: lowStock.flatMap((product) => {
      const status = stockStatus(product.stock, product.stockThreshold);
      return status === null
        ? []
        : [
            {
              product,
              minimum: product.stockThreshold,
              status,
              share: shareOf(positive(product.stock), summary.totalUnits),
            },
          ];
    }),
    byValue: byValue.map((product) => ({
      product,
      value: productValue(product),
      share: shareOf(productValue(product), summary.inventoryValue),
    })),
  });
};

export const reportsOperations = { getInventoryReport };
