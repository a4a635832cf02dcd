// Placeholder until the profile screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function ProfilePage() {
  return <PageHeader title="Mi Perfil" />;
}
