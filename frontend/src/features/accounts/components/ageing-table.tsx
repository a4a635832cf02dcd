// The ageing report: one row per account, each bucket's amount, the totals, sorted by any column's
// header and exported as .xlsx.
import { Button, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { useAgeing } from "../api/use-accounts";
import {
  ageingColumns,
  ageingSheet,
  money,
  nextSort,
  sortedAgeing,
  type SortState,
} from "../lib/account-view";
import { downloadTable } from "@/lib/downloads/download-table";

export function AgeingTable({ onOpen }: { onOpen: (customerId: number) => void }) {
  const ageing = useAgeing();
  const [sort, setSort] = useState<SortState>({ column: "balanceCents", descending: true });
  const report = ageing.data;
  const rows = report ? sortedAgeing(report.rows, sort) : [];
  const exportSheet = () => {
    if (!report) return;
    const [header = [], ...body] = ageingSheet(rows, report.totals);
    downloadTable(
      {
        name: `antiguedad-saldos-${report.asOf}`,
        sheet: "Antigüedad",
        header: header.map(String),
        rows: body,
      },
      "xlsx",
    ).catch((error: Error) => toast.error("No se pudo exportar", error.message));
  };
  return (
    <section aria-label="Antigüedad de saldos">
      <div className="acc-actions">
        <h2 className="bp6-heading">Antigüedad de saldos</h2>
        <Button icon="export" disabled={rows.length === 0} onClick={exportSheet}>
          Excel (.xlsx)
        </Button>
      </div>
      <AsyncState
        loading={ageing.isLoading}
        error={ageing.error}
        errorTitle="Error al cargar las cuentas"
        onRetry={() => void ageing.mutate()}
      >
        {rows.length === 0 ? (
          <NonIdealState
            icon="bank-account"
            title="Sin cuentas de crédito"
            description="Un Administrador habilita el crédito de un cliente desde su cuenta."
          />
        ) : (
          <div className="acc-table-wrap">
            <HTMLTable compact striped aria-label="Cuentas por antigüedad">
              <thead>
                <tr>
                  {ageingColumns().map(({ key, label }) => (
                    <th
                      key={key}
                      className={key === "customerName" ? undefined : "acc-num"}
                      aria-sort={
                        sort.column === key ? (sort.descending ? "descending" : "ascending") : "none"
                      }
                    >
                      <Button variant="minimal" size="small" onClick={() => setSort(nextSort(sort, key))}>
                        {label}
                      </Button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.customerId}>
                    <td>
                      <Button variant="minimal" size="small" onClick={() => onOpen(row.customerId)}>
                        {row.customerName}
                      </Button>
                    </td>
                    {ageingColumns()
                      .slice(1)
                      .map(({ key }) => (
                        <td key={key} className="acc-num">
                          {money(row[key as Exclude<typeof key, "customerName">])}
                        </td>
                      ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th>Total</th>
                  {ageingColumns()
                    .slice(1)
                    .map(({ key }) => (
                      <th key={key} className="acc-num">
                        {money(report!.totals[key as Exclude<typeof key, "customerName">])}
                      </th>
                    ))}
                </tr>
              </tfoot>
            </HTMLTable>
          </div>
        )}
      </AsyncState>
    </section>
  );
}
