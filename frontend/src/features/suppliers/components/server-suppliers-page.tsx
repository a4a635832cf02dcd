// /suppliers with 'Modo mostrador' on: the same screen, fields, texts and rules as the local one, the
// suppliers read from and written to the server, plus the tax id and lead time; an Administrador whose
// browser still holds local suppliers is offered to upload them.
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Supplier as ServerSupplier } from "@/lib/api/types";
import { SAMPLE_SUPPLIERS } from "../data/sample-suppliers";
import { useServerSupplierList, useSupplierWrites } from "../api/use-server-suppliers";
import type { AddressProvider } from "../lib/address-provider";
import { toggledStatus, type Supplier } from "../lib/supplier";
import { supplierInputFromForm, supplierInputOf, type SupplierFormValues } from "../lib/supplier-form";
import { LocalSuppliersUpload } from "./local-suppliers-upload";
import { SuppliersView } from "./suppliers-view";

export interface ServerSuppliersPageProps {
  /** What this browser holds locally (the page-memory list starts from the sample suppliers). */
  localSuppliers?: readonly Supplier[];
  addressProvider?: AddressProvider;
}

const EMPTY: ServerSupplier[] = [];

export function ServerSuppliersPage({
  localSuppliers = SAMPLE_SUPPLIERS,
  addressProvider,
}: ServerSuppliersPageProps) {
  const list = useServerSupplierList();
  const { save } = useSupplierWrites();

  async function saveForm(values: SupplierFormValues, existing: Supplier | null): Promise<boolean> {
    try {
      await save(supplierInputFromForm(values), existing?.id ?? null);
      if (existing)
        void toast.success("Proveedor actualizado", "El proveedor ha sido actualizado exitosamente.");
      else void toast.success("Proveedor creado", "El proveedor ha sido registrado exitosamente.");
      return true;
    } catch (error) {
      void toast.error("Error", errorMessage(error));
      return false;
    }
  }

  async function toggle(supplier: Supplier) {
    const status = toggledStatus(supplier.status);
    try {
      await save({ ...supplierInputOf(supplier), status }, supplier.id);
      void toast.success(status === "active" ? "Proveedor activado" : "Proveedor desactivado");
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    }
  }

  return (
    <SuppliersView
      suppliers={list.data ?? EMPTY}
      loading={!list.data && list.isLoading}
      error={list.data ? undefined : list.error}
      onRetry={() => void list.mutate()}
      addressProvider={addressProvider}
      serverFields
      notice={<LocalSuppliersUpload localSuppliers={localSuppliers} />}
      onSave={saveForm}
      onToggleStatus={(supplier) => void toggle(supplier)}
    />
  );
}
