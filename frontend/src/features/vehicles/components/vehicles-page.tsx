// Placeholder until the vehicles screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function VehiclesPage() {
  return <PageHeader title="Gestión de Vehículos" subtitle="Administra marcas y modelos compatibles" />;
}
