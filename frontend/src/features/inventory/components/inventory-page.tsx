// Placeholder until the inventory screen lands; the props are the agreed composition contract.
import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header";

export interface InventoryPageProps {
  /** The categories manager, shown under the 'Categorías' switch. */
  categoriesPanel: ReactNode;
  /** The brands manager, shown under the 'Marcas' switch. */
  brandsPanel: ReactNode;
}

export function InventoryPage(_props: InventoryPageProps) {
  return <PageHeader title="Inventario" subtitle="Gestiona tus productos, stock y categorías" />;
}
