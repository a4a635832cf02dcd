// The confirmation before a model is deleted. A refusal (409 while parts are still linked to the
// model) is told with the server's own message.
import { useState } from "react";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { errorMessage } from "@/lib/api/errors";
import { toast } from "@/components/toaster";
import { useDeleteVehicle } from "../api/use-delete-vehicle";
import type { VehicleModel } from "@/lib/catalogue/merge-vehicles";

export interface DeleteModelAlertProps {
  /** The model to delete (a server model); null when closed. */
  model: VehicleModel | null;
  onClose: () => void;
}

export function DeleteModelAlert({ model, onClose }: DeleteModelAlertProps) {
  const deleteVehicle = useDeleteVehicle();
  // The last model asked about stays named while the alert fades out.
  const [shown, setShown] = useState(model);
  if (model !== null && model !== shown) setShown(model);

  async function confirm() {
    if (model?.id == null) return;
    try {
      await deleteVehicle(model.id);
      void toast.success("Modelo eliminado", `${model.makeName} ${model.name} se eliminó correctamente.`);
    } catch (error) {
      void toast.error("Error al eliminar el modelo", errorMessage(error));
    }
  }

  return (
    <ConfirmDeleteAlert isOpen={model !== null} onConfirm={confirm} onClose={onClose}>
      <p>
        ¿Estás seguro de que deseas eliminar el modelo{" "}
        <strong>
          {shown?.makeName} {shown?.name}
        </strong>
        ? Esta acción no se puede deshacer.
      </p>
    </ConfirmDeleteAlert>
  );
}
