// Placeholder until the promotions screen is built: the route exists and shows its title.
import { PageHeader } from "../../../components/page-header";

export function PromotionsPage() {
  return <PageHeader title="Promociones" />;
}
