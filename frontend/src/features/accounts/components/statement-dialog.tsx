// 'Estado de cuenta' of a period (this month by default): opening balance, sales, returns, payments,
// voids and closing balance, every movement; printed or downloaded as .xlsx.
import { Button, Classes, FormGroup, HTMLTable, InputGroup } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import type { CustomerAccount, CustomerStatement } from "@/lib/api/types";
import { downloadTable } from "@/lib/downloads/download-table";
import { printInNewWindow } from "@/lib/print-window";
import { useStatement } from "../api/use-accounts";
import { dayLabel, money, movementText, statementSheet } from "../lib/account-view";
import { statementHtml } from "../lib/statement-html";

const today = () => new Date().toISOString().slice(0, 10);

function downloadStatement(data: CustomerStatement) {
  const [header = [], ...rows] = statementSheet(data);
  downloadTable(
    {
      name: `estado-de-cuenta-${data.customerId}-${data.from}`,
      sheet: "Estado de cuenta",
      header: header.map(String),
      rows,
    },
    "xlsx",
  ).catch((error: Error) => toast.error("No se pudo exportar", error.message));
}

export function StatementDialog({
  account,
  shopName,
  onClose,
}: {
  account: CustomerAccount | null;
  shopName: string;
  onClose: () => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const statement = useStatement(account?.customerId ?? null, from, to);
  const data = statement.data;
  const summary: Array<[string, number]> = data
    ? [
        ["Saldo inicial", data.openingBalanceCents],
        ["Ventas a crédito", data.salesCents],
        ["Devoluciones", data.returnsCents],
        ["Abonos", data.paymentsCents],
        ["Abonos anulados", data.voidsCents],
        ["Saldo final", data.closingBalanceCents],
      ]
    : [];
  return (
    <AppDialog
      isOpen={account !== null}
      onClose={onClose}
      title="Estado de cuenta"
      className="acc-dialog"
      style={{ width: "min(48rem, 96vw)" }}
    >
      <div className={Classes.DIALOG_BODY}>
        <div className="acc-actions">
          <FormGroup label="Desde" labelFor={`${id}-from`} inline>
            <InputGroup id={`${id}-from`} type="date" value={from} onValueChange={setFrom} />
          </FormGroup>
          <FormGroup label="Hasta" labelFor={`${id}-to`} inline>
            <InputGroup id={`${id}-to`} type="date" value={to} onValueChange={setTo} />
          </FormGroup>
        </div>
        <AsyncState
          loading={statement.isLoading}
          error={statement.error}
          errorTitle="Error al cargar el estado de cuenta"
          onRetry={() => void statement.mutate()}
        >
          {data && (
            <>
              <dl className="acc-figures" aria-label="Resumen del período">
                {summary.map(([label, cents]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{money(cents)}</dd>
                  </div>
                ))}
              </dl>
              <div className="acc-table-wrap">
                <HTMLTable compact striped aria-label="Movimientos del período">
                  <tbody>
                    {data.movements.map((m) => (
                      <tr key={m.id}>
                        <td>{dayLabel(m.occurredOn)}</td>
                        <td>{movementText(m)}</td>
                        <td className="acc-num">{money(m.amountCents)}</td>
                        <td className="acc-num">{money(m.balanceCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
            </>
          )}
        </AsyncState>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button icon="export" disabled={!data} onClick={() => data && downloadStatement(data)}>
            Excel (.xlsx)
          </Button>
          <Button
            icon="print"
            intent="primary"
            disabled={!data}
            onClick={() => data && printInNewWindow(statementHtml(data, shopName))}
          >
            Imprimir
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
