// Create or edit a label size, with the form rules and a live preview.
import { Button, Classes, Switch } from "@blueprintjs/core";
import { useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { FormField } from "@/components/form-field";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { LabelSize } from "@/lib/api/types";
import { useCreateLabelSize } from "../api/use-create-label-size";
import { useUpdateLabelSize } from "../api/use-update-label-size";
import { EMPTY_SIZE_FORM, sizeFormValues, sizeInput, validateSizeForm } from "../lib/label-forms";
import { ShapePreview } from "./shape-preview";
import { useLabelForm } from "./use-label-form";

export interface SizeFormDialogProps {
  /** The size to edit; null creates one. */
  size: LabelSize | null;
  onClose: () => void;
}

/** Mounted only while open, so each opening starts from the size's values. */
export function SizeFormDialog({ size, onClose }: SizeFormDialogProps) {
  const form = useLabelForm(size ? sizeFormValues(size) : EMPTY_SIZE_FORM, validateSizeForm);
  const create = useCreateLabelSize();
  const update = useUpdateLabelSize();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!form.check()) return;
    setBusy(true);
    try {
      if (size) {
        await update(size.id, sizeInput(form.values));
        void toast.success("Tamaño actualizado");
      } else {
        await create(sizeInput(form.values));
        void toast.success("Tamaño creado");
      }
      onClose();
    } catch (error) {
      void toast.error(size ? "Error al actualizar tamaño" : "Error al crear tamaño", errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={size ? "Editar Tamaño" : "Nuevo Tamaño"}
      className="lbl-form-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={`${Classes.DIALOG_BODY} lbl-form-layout`}>
          <div>
            <FormField form={form} field="size_id" label="ID del tamaño" required placeholder="mediana" />
            <FormField form={form} field="name" label="Nombre" required />
            <div className="lbl-row">
              <FormField form={form} field="width" label="Ancho (px)" required type="number" min={50} />
              <FormField form={form} field="height" label="Alto (px)" required type="number" min={50} />
            </div>
            <FormField form={form} field="description" label="Descripción" multiline />
            <Switch
              label="Predefinido"
              checked={form.values.is_predefined}
              onChange={(e) => form.update({ is_predefined: e.currentTarget.checked })}
            />
          </div>
          <ShapePreview width={form.values.width} height={form.values.height} />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="Cancelar" onClick={onClose} disabled={busy} />
            <Button
              type="submit"
              intent="primary"
              loading={busy}
              text={size ? "Guardar cambios" : "Crear tamaño"}
            />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
