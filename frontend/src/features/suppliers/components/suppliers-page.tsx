// /suppliers with 'Modo mostrador' off (the specification): the sample suppliers held in page memory
// only; nothing is sent to a server.
import { SAMPLE_SUPPLIERS } from "../data/sample-suppliers";
import type { AddressProvider } from "../lib/address-provider";
import type { Supplier } from "../lib/supplier";
import { SuppliersView } from "./suppliers-view";
import { useSuppliers } from "./use-suppliers";

export interface SuppliersPageProps {
  /** Where the screen starts (the sample suppliers by default; stories pass others). */
  initialSuppliers?: readonly Supplier[];
  addressProvider?: AddressProvider;
}

export function SuppliersPage({ initialSuppliers = SAMPLE_SUPPLIERS, addressProvider }: SuppliersPageProps) {
  const { suppliers, save, toggleStatus } = useSuppliers(initialSuppliers);
  return (
    <SuppliersView
      suppliers={suppliers}
      addressProvider={addressProvider}
      onToggleStatus={toggleStatus}
      onSave={(values, existing) => {
        save(values, existing);
        return true;
      }}
    />
  );
}
