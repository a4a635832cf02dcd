// A session's figures: per method expected, counted and difference; the cash drawer's make-up
// (float, in, out, cash sales, refunds, change given); the movements. The X report (open) and the
// Z report (closed) show the same.
import { HTMLTable } from "@blueprintjs/core";
import { formatForeignCents } from "@rules/currencies";
import type { RegisterSession } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import { differenceLabel, methodLabel, money, MOVEMENT_LABELS } from "../lib/register-view";

export function MethodFigures({ session }: { session: RegisterSession }) {
  const closed = session.status === "closed";
  return (
    <HTMLTable compact className="reg-table" aria-label="Totales por método de pago">
      <thead>
        <tr>
          <th scope="col">Método</th>
          <th scope="col">Esperado</th>
          {closed ? <th scope="col">Contado</th> : null}
          {closed ? <th scope="col">Diferencia</th> : null}
        </tr>
      </thead>
      <tbody>
        {session.methods.map((figures) => (
          <tr key={figures.method}>
            <th scope="row">{methodLabel(figures.method)}</th>
            <td>{money(figures.expectedCents)}</td>
            {closed ? <td>{money(figures.countedCents ?? 0)}</td> : null}
            {closed ? <td>{differenceLabel(figures.differenceCents)}</td> : null}
          </tr>
        ))}
        {session.currencies.map((figures) => {
          const cash = (cents: number) => formatForeignCents(cents, figures.currency);
          return (
            <tr key={figures.currency}>
              <th scope="row">Efectivo en {figures.currency}</th>
              <td>{cash(figures.expectedCents)}</td>
              {closed ? <td>{cash(figures.countedCents ?? 0)}</td> : null}
              {closed ? <td>{differenceLabel(figures.differenceCents, cash)}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

export function CashFigures({ session }: { session: RegisterSession }) {
  const { cash } = session;
  const rows: Array<[string, number]> = [
    ["Fondo inicial", cash.floatCents],
    ["Ventas en efectivo", cash.salesCents],
    ...(cash.foreignChangeCents > 0
      ? [["Vuelto de pagos en otra moneda", -cash.foreignChangeCents] as [string, number]]
      : []),
    ["Entradas de efectivo", cash.inCents],
    ["Salidas de efectivo", -cash.outCents],
    ["Devoluciones en efectivo", -cash.refundsCents],
  ];
  return (
    <dl className="reg-cash" aria-label="Efectivo en caja">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(cents)}</dd>
        </div>
      ))}
      <div className="reg-cash-total">
        <dt>Efectivo esperado</dt>
        <dd>{money(cash.expectedCents)}</dd>
      </div>
      <div className="reg-muted">
        <dt>Recibido / vuelto</dt>
        <dd>
          {money(cash.tenderedCents)} / {money(cash.changeCents)}
        </dd>
      </div>
      <div className="reg-muted">
        <dt>Ventas</dt>
        <dd>
          {session.salesCount}
          {session.firstSaleId !== null ? ` (#${session.firstSaleId} – #${session.lastSaleId})` : ""}
        </dd>
      </div>
    </dl>
  );
}

export function MovementList({ session }: { session: RegisterSession }) {
  if (session.movements.length === 0) return <p className="reg-muted">Sin movimientos de efectivo</p>;
  return (
    <HTMLTable compact className="reg-table" aria-label="Movimientos de efectivo">
      <thead>
        <tr>
          <th scope="col">Hora</th>
          <th scope="col">Tipo</th>
          <th scope="col">Monto</th>
          <th scope="col">Motivo</th>
          <th scope="col">Usuario</th>
        </tr>
      </thead>
      <tbody>
        {session.movements.map((movement) => (
          <tr key={movement.id}>
            <td>{formatDateTime(movement.createdAt)}</td>
            <td>{MOVEMENT_LABELS[movement.kind]}</td>
            <td>{money(movement.amountCents)}</td>
            <td>{movement.reason}</td>
            <td>{movement.user?.name ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
