// The suppliers held in page memory: create, update and activate/deactivate, each with its toast.
// Nothing is sent to a server and a reload starts again from the sample suppliers.
import { useState } from "react";
import { toast } from "@/components/toaster";
import { toggledStatus, type Supplier } from "../lib/supplier";
import { supplierFromForm, type SupplierFormValues } from "../lib/supplier-form";

export function useSuppliers(initial: readonly Supplier[]) {
  const [suppliers, setSuppliers] = useState<Supplier[]>(() => [...initial]);

  function save(values: SupplierFormValues, existing: Supplier | null) {
    const saved = supplierFromForm(values, existing, suppliers);
    if (existing) {
      setSuppliers((list) => list.map((item) => (item.id === saved.id ? saved : item)));
      void toast.success("Proveedor actualizado", "El proveedor ha sido actualizado exitosamente.");
    } else {
      setSuppliers((list) => [...list, saved]);
      void toast.success("Proveedor creado", "El proveedor ha sido registrado exitosamente.");
    }
  }

  function toggleStatus(supplier: Supplier) {
    const status = toggledStatus(supplier.status);
    setSuppliers((list) => list.map((item) => (item.id === supplier.id ? { ...item, status } : item)));
    void toast.success(status === "active" ? "Proveedor activado" : "Proveedor desactivado");
  }

  return { suppliers, save, toggleStatus };
}
