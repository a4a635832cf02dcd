// Placeholder until the performance screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function PerformancePage() {
  return <PageHeader title="Rendimiento de Vendedores" />;
}
