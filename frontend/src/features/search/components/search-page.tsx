// Placeholder until the search screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function SearchPage() {
  return <PageHeader title="Búsqueda" />;
}
