// Deleting a brand: a brand with vehicles is refused without asking the server; otherwise the
// confirmation, then the server, whose 409 (vehicles or products added meanwhile) shows the refusal.
import { useState } from "react";
import { toast } from "@/components/toaster";
import { ApiError, errorMessage } from "@/lib/api/errors";
import type { Brand } from "@/lib/api/types";
import { useDeleteBrand } from "../api/use-delete-brand";
import { refusalDescription } from "../lib/catalogue-display";

export const BRAND_REFUSAL_TITLE = "No se puede eliminar la marca";
export const BRAND_REFUSAL_DESCRIPTION = "Primero debes eliminar todos los vehículos asociados a esta marca";

export function useBrandDeletion(vehicleCountOf: (brandId: number) => number) {
  const deleteBrand = useDeleteBrand();
  // The brand outlives isOpen so the alert keeps its text during its closing transition.
  const [pending, setPending] = useState<Brand | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  function requestDeletion(brand: Brand) {
    if (vehicleCountOf(brand.id) > 0) {
      void toast.error(BRAND_REFUSAL_TITLE, BRAND_REFUSAL_DESCRIPTION);
      return;
    }
    setPending(brand);
    setIsOpen(true);
  }

  async function confirm(): Promise<void> {
    if (!pending || !isOpen) return;
    try {
      await deleteBrand(pending.id);
      void toast.success("Marca eliminada", `La marca "${pending.name}" se eliminó.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void toast.error(BRAND_REFUSAL_TITLE, refusalDescription(error.message, BRAND_REFUSAL_TITLE));
      } else {
        void toast.error("Error al eliminar marca", errorMessage(error));
      }
    }
  }

  return { pending, isOpen, requestDeletion, confirm, cancel: () => setIsOpen(false) };
}
