// Placeholder until the settings screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function SettingsPage() {
  return <PageHeader title="Configuración" />;
}
