// Placeholder until the suppliers screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function SuppliersPage() {
  return <PageHeader title="Proveedores" subtitle="Gestiona tus proveedores y pedidos de mercancía" />;
}
