// Placeholder until the sales screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function SalesPage() {
  return <PageHeader title="Ventas" subtitle="Gestiona las ventas y transacciones" />;
}
