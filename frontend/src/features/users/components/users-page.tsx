// Placeholder until the users screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function UsersPage() {
  return <PageHeader title="Usuarios" subtitle="Administra los usuarios del sistema" />;
}
