// 'Movimientos' under the inventory's reports: every product's stock movements, newest first,
// filtered by days, kind, user and product, with a formula-safe CSV of everything filtered.
import { Button } from "@blueprintjs/core";
import { Export } from "@blueprintjs/icons";
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import {
  fetchAllStockMovements,
  useStockMovements,
  type StockMovementFilters,
} from "../api/use-stock-movements";
import { dayStart, movementsCsv, movementsFileName } from "../lib/movements-csv";
import { downloadBlob } from "@/lib/downloads/download-file";
import { MovementFilters, NO_FILTERS, type MovementFilterValues } from "./movement-filters";
import { MovementsPages } from "./movements-pages";
import { useKeysetPages } from "./use-keyset-pages";

function toQuery(values: MovementFilterValues): StockMovementFilters {
  const filters: StockMovementFilters = {};
  const from = dayStart(values.fromDay);
  const to = dayStart(values.toDay, true);
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (values.kind) filters.kind = values.kind;
  if (values.userId) filters.userId = Number(values.userId);
  if (values.productId) filters.productId = Number(values.productId);
  return filters;
}

export function StockMovementsReport() {
  const admin = isAdmin(useCurrentUser().user);
  const [values, setValues] = useState(NO_FILTERS);
  const filters = useMemo(() => toQuery(values), [values]);
  const pages = useKeysetPages();
  const { reset } = pages;
  useEffect(reset, [filters, reset]);
  const { data, error, isLoading, mutate } = useStockMovements(filters, pages.before);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllStockMovements(filters);
      const csv = movementsCsv(rows);
      downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), movementsFileName(new Date()));
    } catch (failure) {
      void toast.error("Error al exportar", errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="inv-movements-report">
      <div className="inv-movements-report-head">
        <MovementFilters values={values} admin={admin} onChange={setValues} />
        <Button
          icon={<Export />}
          text="Exportar movimientos a CSV"
          loading={exporting}
          disabled={!data || data.items.length === 0}
          onClick={() => void exportCsv()}
        />
      </div>
      <MovementsPages
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        pages={pages}
        emptyDescription="No hay movimientos de stock con estos filtros."
        showProduct
      />
    </div>
  );
}
