// Saving the model form: a make known only from the reference list is created on the server first
// (POST /api/brands with its name and description), then the model is created, or updated when it
// already has a server id. The outcome is told by a toast; resolves true when the dialog may close.
import { useCallback } from "react";
import { errorMessage } from "@/lib/api/errors";
import { toast } from "@/components/toaster";
import { useCreateBrand } from "../api/use-create-brand";
import { useCreateVehicle } from "../api/use-create-vehicle";
import { useUpdateVehicle } from "../api/use-update-vehicle";
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { modelBody, type ModelFormValues } from "../lib/model-form";

export function useModelSave(makes: readonly VehicleMake[]) {
  const createBrand = useCreateBrand();
  const createVehicle = useCreateVehicle();
  const updateVehicle = useUpdateVehicle();

  return useCallback(
    async (values: ModelFormValues, editing: VehicleModel | null): Promise<boolean> => {
      const updating = editing?.id != null;
      try {
        const make = makes.find((candidate) => candidate.key === values.makeKey);
        if (!make) throw new Error("marca no encontrada");
        const brandId = make.id ?? (await createBrand({ name: make.name, description: make.description })).id;
        const body = { brandId, ...modelBody(values) };
        if (editing?.id != null) {
          await updateVehicle(editing.id, body);
          void toast.success("Modelo actualizado", `${body.name} se guardó correctamente.`);
        } else {
          await createVehicle(body);
          void toast.success("Modelo creado", `${body.name} se añadió a ${make.name}.`);
        }
        return true;
      } catch (error) {
        void toast.error(
          updating ? "Error al actualizar el vehículo" : "Error al crear el vehículo",
          errorMessage(error),
        );
        return false;
      }
    },
    [makes, createBrand, createVehicle, updateVehicle],
  );
}
