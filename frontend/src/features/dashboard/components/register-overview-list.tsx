// 'Caja' on the Administrador's dashboard with 'Modo mostrador' on: each open session (register,
// seller, since when, the cash expected in the drawer) and the last closings with their difference.
// Hidden for a Vendedor and with the mode off, so the specification's dashboard is unchanged.
import { Link } from "react-router-dom";
import { differenceLabel } from "@rules/register-messages";
import { formatPesosCents } from "@rules/sale-terms";
import type { RegisterSession } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { useRegisterOverview } from "../api/use-register-overview";
import { DashboardListCard } from "./dashboard-list-card";
import { DashboardRow } from "./dashboard-row";

const cashDifference = (session: RegisterSession) =>
  session.methods.find((m) => m.method === "efectivo")?.differenceCents ?? null;

export function RegisterOverviewList() {
  const { user } = useCurrentUser();
  const settings = useShopSettings();
  const shown = user?.role === "admin" && settings.data?.counterMode === true;
  const { open, closed } = useRegisterOverview(shown);
  if (!shown) return null;
  const openSessions = open.data ?? [];
  const closings = closed.data ?? [];
  return (
    <DashboardListCard
      title="Caja"
      loading={open.isLoading || closed.isLoading}
      error={open.error ?? closed.error}
      errorTitle="Error al cargar las sesiones de caja"
      onRetry={() => void Promise.all([open.mutate(), closed.mutate()])}
      empty={openSessions.length === 0 && closings.length === 0}
      emptyTitle="No hay sesiones de caja"
    >
      <ul className="dash-list" aria-label="Cajas abiertas">
        {openSessions.map((session) => (
          <DashboardRow
            key={session.id}
            name={`${session.register.name} · abierta por ${session.openedBy.name}`}
            detail={`Desde ${formatDateTime(session.openedAt)} · efectivo esperado`}
            side={formatPesosCents(session.cash.expectedCents)}
          />
        ))}
        {openSessions.length === 0 ? <li className="dash-muted">Ninguna caja abierta</li> : null}
      </ul>
      <ul className="dash-list" aria-label="Últimos cierres">
        {closings.map((session) => (
          <DashboardRow
            key={session.id}
            name={`${session.register.name} · cerrada por ${session.closedBy?.name ?? session.openedBy.name}`}
            detail={session.closedAt ? formatDateTime(session.closedAt) : ""}
            side={differenceLabel(cashDifference(session))}
          />
        ))}
      </ul>
      <Link to="/cash-register" className="dash-more-link">
        Ver la caja
      </Link>
    </DashboardListCard>
  );
}
