// One customer's account: balance, available credit, overdue, the credit settings, the sales on
// account with what is open, the movements and the payments (an Administrador voids one with a
// reason); 'Registrar abono', 'Estado de cuenta' and, for an Administrador, 'Crédito'.
import { Button, Classes, HTMLTable, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { CREDIT_LABELS } from "@rules/credit-messages";
import { AppDialog } from "@/components/app-dialog";
import { AsyncState } from "@/components/async-state";
import type { CustomerAccount } from "@/lib/api/types";
import { useCustomerAccount } from "../api/use-accounts";
import { dayLabel, money, movementText } from "../lib/account-view";
import { CreditDialog } from "./credit-dialog";
import { PaymentDialog } from "./payment-dialog";
import { StatementDialog } from "./statement-dialog";
import { VoidPaymentDialog } from "./void-payment-dialog";

interface AccountDialogProps {
  customerId: number | null;
  admin: boolean;
  shopName: string;
  onClose: () => void;
}

export function AccountDialog({ customerId, admin, shopName, onClose }: AccountDialogProps) {
  const account = useCustomerAccount(customerId);
  const [open, setOpen] = useState<"pay" | "credit" | "statement" | null>(null);
  const [voiding, setVoiding] = useState<number | null>(null);
  const data = account.data;
  return (
    <AppDialog
      isOpen={customerId !== null}
      onClose={onClose}
      title={data ? `Cuenta de ${data.customerName}` : "Cuenta del cliente"}
      className="acc-dialog"
      style={{ width: "min(56rem, 96vw)" }}
    >
      <div className={Classes.DIALOG_BODY}>
        <AsyncState
          loading={account.isLoading}
          error={account.error}
          errorTitle="Error al cargar la cuenta"
          onRetry={() => void account.mutate()}
        >
          {data && (
            <>
              <AccountFigures account={data} />
              <div className="acc-actions">
                <Button intent="primary" icon="bank-account" onClick={() => setOpen("pay")}>
                  Registrar abono
                </Button>
                <Button icon="document" onClick={() => setOpen("statement")}>
                  Estado de cuenta
                </Button>
                {admin && (
                  <Button icon="cog" onClick={() => setOpen("credit")}>
                    Crédito
                  </Button>
                )}
              </div>
              <AccountTables account={data} admin={admin} onVoid={setVoiding} />
              <PaymentDialog
                account={open === "pay" ? data : null}
                shopName={shopName}
                onClose={() => setOpen(null)}
              />
              <CreditDialog account={open === "credit" ? data : null} onClose={() => setOpen(null)} />
              <StatementDialog
                account={open === "statement" ? data : null}
                shopName={shopName}
                onClose={() => setOpen(null)}
              />
              <VoidPaymentDialog paymentId={voiding} onClose={() => setVoiding(null)} />
            </>
          )}
        </AsyncState>
      </div>
    </AppDialog>
  );
}

export function AccountFigures({ account }: { account: CustomerAccount }) {
  return (
    <dl className="acc-figures" aria-label="Resumen de la cuenta">
      <div>
        <dt>Saldo</dt>
        <dd>{money(account.balanceCents)}</dd>
      </div>
      <div>
        <dt>Crédito disponible</dt>
        <dd>{money(account.availableCents)}</dd>
      </div>
      <div>
        <dt>Vencido</dt>
        <dd>{money(account.overdueCents)}</dd>
      </div>
      <div>
        <dt>Cupo</dt>
        <dd>{account.enabled ? money(account.limitCents) : "Sin crédito"}</dd>
      </div>
      <div>
        <dt>Plazo</dt>
        <dd>{account.termsDays} días</dd>
      </div>
    </dl>
  );
}

function AccountTables({
  account,
  admin,
  onVoid,
}: {
  account: CustomerAccount;
  admin: boolean;
  onVoid: (paymentId: number) => void;
}) {
  return (
    <>
      <h3 className="bp6-heading">Ventas a crédito</h3>
      <div className="acc-table-wrap">
        <HTMLTable compact striped aria-label="Ventas a crédito">
          <thead>
            <tr>
              <th>Venta</th>
              <th>Vence</th>
              <th className="acc-num">Cargado</th>
              <th className="acc-num">Pagado</th>
              <th className="acc-num">Pendiente</th>
              <th>Estado</th>
            </tr>
          </thead>
          <tbody>
            {account.sales.map((sale) => (
              <tr key={sale.saleId}>
                <td>#{sale.saleId}</td>
                <td>{dayLabel(sale.dueDate)}</td>
                <td className="acc-num">{money(sale.chargedCents)}</td>
                <td className="acc-num">{money(sale.paidCents)}</td>
                <td className="acc-num">{money(sale.openCents)}</td>
                <td>
                  <Tag
                    minimal
                    intent={
                      sale.status === "paid" ? "success" : sale.status === "partial" ? "warning" : "none"
                    }
                  >
                    {CREDIT_LABELS[sale.status]}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <h3 className="bp6-heading">Movimientos</h3>
      <div className="acc-table-wrap">
        <HTMLTable compact striped aria-label="Movimientos de la cuenta">
          <thead>
            <tr>
              <th>Fecha</th>
              <th>Movimiento</th>
              <th className="acc-num">Importe</th>
              <th className="acc-num">Saldo</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {account.movements.map((movement) => {
              const payment =
                movement.kind === "payment"
                  ? account.payments.find((p) => p.id === movement.paymentId && p.voidedAt === null)
                  : undefined;
              return (
                <tr key={movement.id}>
                  <td>{dayLabel(movement.occurredOn)}</td>
                  <td>{movementText(movement)}</td>
                  <td className="acc-num">{money(movement.amountCents)}</td>
                  <td className="acc-num">{money(movement.balanceCents)}</td>
                  <td>
                    {admin && payment && (
                      <Button
                        size="small"
                        variant="minimal"
                        intent="danger"
                        onClick={() => onVoid(payment.id)}
                      >
                        Anular abono
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
