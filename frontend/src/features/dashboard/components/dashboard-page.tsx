// Placeholder until the dashboard screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function DashboardPage() {
  return <PageHeader title="Dashboard" subtitle="Resumen de actividad y estadísticas" />;
}
