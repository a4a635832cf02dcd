// Placeholder until the labels screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function LabelsPage() {
  return <PageHeader title="Etiquetas" />;
}
