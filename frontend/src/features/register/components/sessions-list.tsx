// The sessions, newest first, filtered by register, state and opening date (a Vendedor's are his
// own: the server filters). An Administrador reopens a closed one with a reason; any session's Z or
// X report prints from here.
import { Button, Card, FormGroup, HTMLSelect, HTMLTable, InputGroup } from "@blueprintjs/core";
import { Unlock } from "@blueprintjs/icons";
import { lazy, Suspense, useId, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ExportMenuButton, PrintReportButton } from "./lazy-menu-buttons";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { downloadTable } from "@/lib/downloads/download-table";
import type { TableFileFormat } from "@/lib/downloads/table-file";
import type { Register, RegisterSession } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import { fetchAllSessions, useSessions, type SessionsQuery } from "../api/use-register";
import { differenceLabel, money } from "../lib/register-view";
import { sessionsTable } from "../lib/sessions-table";

const ReopenDialog = lazy(() => import("./reopen-dialog").then((m) => ({ default: m.ReopenDialog })));

interface SessionsListProps {
  registers: Register[];
  admin: boolean;
  shopName: string;
}

const dayStart = (date: string) => (date ? new Date(`${date}T00:00:00`).toISOString() : undefined);
const dayAfter = (date: string) => {
  if (!date) return undefined;
  const next = new Date(`${date}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
};

export function SessionsList({ registers, admin, shopName }: SessionsListProps) {
  const id = useId();
  const [registerId, setRegisterId] = useState("");
  const [status, setStatus] = useState<"" | "open" | "closed">("closed");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [reopening, setReopening] = useState<RegisterSession | null>(null);
  const query: SessionsQuery = {
    registerId: registerId ? Number(registerId) : undefined,
    status: status || undefined,
    from: dayStart(from),
    to: dayAfter(to),
  };
  const sessions = useSessions(query);
  const [exporting, setExporting] = useState(false);
  const exportSessions = async (format: TableFileFormat) => {
    setExporting(true);
    try {
      await downloadTable(sessionsTable(await fetchAllSessions(query), new Date()), format);
    } catch (error) {
      toast.error("Error al exportar las sesiones de caja", errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card className="reg-card" role="region" aria-labelledby={`${id}-title`}>
      <div className="reg-title-row">
        <h2 id={`${id}-title`} className="reg-title">
          Sesiones de caja
        </h2>
        <ExportMenuButton
          text="Exportar sesiones"
          onExport={(format) => void exportSessions(format)}
          loading={exporting}
          disabled={sessions.data?.length === 0}
        />
      </div>
      <div className="reg-filters">
        <FormGroup label="Caja" labelFor={`${id}-register`}>
          <HTMLSelect
            id={`${id}-register`}
            value={registerId}
            onChange={(e) => setRegisterId(e.currentTarget.value)}
            options={[
              { value: "", label: "Todas" },
              ...registers.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
          />
        </FormGroup>
        <FormGroup label="Estado" labelFor={`${id}-status`}>
          <HTMLSelect
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
            options={[
              { value: "", label: "Todas" },
              { value: "open", label: "Abiertas" },
              { value: "closed", label: "Cerradas" },
            ]}
          />
        </FormGroup>
        <FormGroup label="Desde" labelFor={`${id}-from`}>
          <InputGroup id={`${id}-from`} type="date" value={from} onValueChange={setFrom} />
        </FormGroup>
        <FormGroup label="Hasta" labelFor={`${id}-to`}>
          <InputGroup id={`${id}-to`} type="date" value={to} onValueChange={setTo} />
        </FormGroup>
      </div>
      <AsyncState
        loading={sessions.isLoading}
        error={sessions.error}
        errorTitle="Error al cargar las sesiones de caja"
        onRetry={() => void sessions.mutate()}
        empty={sessions.data?.length === 0}
        emptyTitle="No hay sesiones de caja"
      >
        <div className="reg-scroll">
          <HTMLTable compact className="reg-table reg-sessions" aria-label="Sesiones de caja">
            <thead>
              <tr>
                <th scope="col">Caja</th>
                <th scope="col">Vendedor</th>
                <th scope="col">Apertura</th>
                <th scope="col">Cierre</th>
                <th scope="col">Efectivo esperado</th>
                <th scope="col">Diferencia</th>
                <th scope="col">Nota</th>
                <th scope="col">
                  <span className="bp6-text-muted">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(sessions.data ?? []).map((session) => {
                const cash = session.methods.find((m) => m.method === "efectivo");
                return (
                  <tr key={session.id}>
                    <td>{session.register.name}</td>
                    <td>{session.openedBy.name}</td>
                    <td>{formatDateTime(session.openedAt)}</td>
                    <td>{session.closedAt ? formatDateTime(session.closedAt) : "Abierta"}</td>
                    <td>{money(session.cash.expectedCents)}</td>
                    <td>{differenceLabel(cash?.differenceCents ?? null)}</td>
                    <td>{session.note ?? ""}</td>
                    <td className="reg-row-actions">
                      <PrintReportButton
                        session={session}
                        shopName={shopName}
                        label={`Imprimir informe de la sesión ${session.id}`}
                      />
                      {admin && session.status === "closed" ? (
                        <Button
                          size="small"
                          variant="minimal"
                          icon={<Unlock />}
                          onClick={() => setReopening(session)}
                        >
                          Reabrir
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      </AsyncState>
      {reopening ? (
        <Suspense fallback={null}>
          <ReopenDialog session={reopening} onClose={() => setReopening(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
