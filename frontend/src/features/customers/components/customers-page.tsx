// Placeholder until the customers screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function CustomersPage() {
  return <PageHeader title="Clientes" subtitle="Gestiona la información de tus clientes" />;
}
