// The open session: the X report so far (figures per method, the drawer's cash, the movements) and
// its actions: 'Entrada de efectivo', 'Salida de efectivo', 'Cierre de caja', 'Imprimir informe X'.
import { Button, ButtonGroup, Card } from "@blueprintjs/core";
import { Export, Import, Lock } from "@blueprintjs/icons";
import { lazy, Suspense, useId, useState } from "react";
import { CASH_MOVEMENT_LABELS } from "@rules/register-messages";
import type { RegisterSession } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import { PrintReportButton } from "./lazy-menu-buttons";
import { CashFigures, MethodFigures, MovementList } from "./session-figures";

// The dialogs load when first opened: /cash-register shows the session before anyone counts.
const ClosingDialog = lazy(() => import("./closing-dialog").then((m) => ({ default: m.ClosingDialog })));
const MovementDialog = lazy(() => import("./movement-dialog").then((m) => ({ default: m.MovementDialog })));

interface SessionPanelProps {
  session: RegisterSession;
  thresholdCents: number;
  shopName: string;
}

export function SessionPanel({ session, thresholdCents, shopName }: SessionPanelProps) {
  const id = useId();
  const [movement, setMovement] = useState<"in" | "out" | null>(null);
  const [closing, setClosing] = useState(false);
  return (
    <Card className="reg-card" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="reg-title">
        {session.register.name} · abierta
      </h2>
      <p className="reg-muted">
        Abierta por {session.openedBy.name} el {formatDateTime(session.openedAt)}
      </p>
      <ButtonGroup className="reg-actions">
        <Button icon={<Import />} onClick={() => setMovement("in")}>
          {CASH_MOVEMENT_LABELS.in}
        </Button>
        <Button icon={<Export />} onClick={() => setMovement("out")}>
          {CASH_MOVEMENT_LABELS.out}
        </Button>
        <PrintReportButton session={session} shopName={shopName} text="Imprimir informe X" />
        <Button icon={<Lock />} intent="primary" onClick={() => setClosing(true)}>
          Cierre de caja
        </Button>
      </ButtonGroup>
      <h3 className="reg-subtitle">Informe X (hasta ahora)</h3>
      <div className="reg-figures">
        <MethodFigures session={session} />
        <CashFigures session={session} />
      </div>
      <h3 className="reg-subtitle">Movimientos de efectivo</h3>
      <MovementList session={session} />
      <Suspense fallback={null}>
        {movement ? (
          <MovementDialog session={session} kind={movement} onClose={() => setMovement(null)} />
        ) : null}
        {closing ? (
          <ClosingDialog
            session={session}
            isOpen
            thresholdCents={thresholdCents}
            onClose={() => setClosing(false)}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
