// 'Clientes con deuda vencida' on the Administrador's dashboard with 'Modo mostrador' on: the
// customers owing past their due date (from the accounts' ageing), most overdue first. Hidden for a
// Vendedor and with the mode off, so the specification's dashboard is unchanged.
import { Link } from "react-router-dom";
import { formatPesosCents } from "@rules/sale-terms";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { useOverdueAccounts } from "../api/use-overdue-accounts";
import { mostOverdue, oldestBucket, overdueCents } from "../lib/overdue-accounts";
import { DashboardListCard } from "./dashboard-list-card";
import { DashboardRow } from "./dashboard-row";

export function OverdueAccountsList() {
  const { user } = useCurrentUser();
  const settings = useShopSettings();
  const shown = user?.role === "admin" && settings.data?.counterMode === true;
  const ageing = useOverdueAccounts(shown);
  if (!shown) return null;
  const rows = mostOverdue(ageing.data?.rows ?? []);
  return (
    <DashboardListCard
      title="Clientes con deuda vencida"
      loading={ageing.isLoading}
      error={ageing.error}
      errorTitle="Error al cargar las cuentas"
      onRetry={() => void ageing.mutate()}
      empty={rows.length === 0}
      emptyTitle="Ningún cliente tiene deuda vencida"
    >
      <ul className="dash-list" aria-label="Clientes con deuda vencida">
        {rows.map((row) => (
          <DashboardRow
            key={row.customerId}
            name={row.customerName}
            detail={`Vencido hasta ${oldestBucket(row)} · saldo ${formatPesosCents(row.balanceCents)}`}
            side={formatPesosCents(overdueCents(row))}
            sideClassName="dash-low"
          />
        ))}
      </ul>
      <Link to="/accounts" className="dash-more-link">
        Ver las cuentas
      </Link>
    </DashboardListCard>
  );
}
