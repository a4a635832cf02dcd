// Placeholder until the reports screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function ReportsPage() {
  return <PageHeader title="Reportes" />;
}
