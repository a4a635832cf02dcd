// Create or edit a label template, with the form rules and a live preview.
import { Button, Classes, Switch } from "@blueprintjs/core";
import { useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { FormField } from "@/components/form-field";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { LabelTemplate } from "@/lib/api/types";
import { useCreateLabelTemplate } from "../api/use-create-label-template";
import { useUpdateLabelTemplate } from "../api/use-update-label-template";
import {
  EMPTY_TEMPLATE_FORM,
  templateFormValues,
  templateInput,
  validateTemplateForm,
} from "../lib/label-forms";
import { ShapePreview } from "./shape-preview";
import { useLabelForm } from "./use-label-form";

export interface TemplateFormDialogProps {
  /** The template to edit; null creates one. */
  template: LabelTemplate | null;
  onClose: () => void;
}

/** Mounted only while open, so each opening starts from the template's values. */
export function TemplateFormDialog({ template, onClose }: TemplateFormDialogProps) {
  const form = useLabelForm(
    template ? templateFormValues(template) : EMPTY_TEMPLATE_FORM,
    validateTemplateForm,
  );
  const create = useCreateLabelTemplate();
  const update = useUpdateLabelTemplate();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!form.check()) return;
    setBusy(true);
    try {
      if (template) {
        await update(template.id, templateInput(form.values));
        void toast.success("Plantilla actualizada");
      } else {
        await create(templateInput(form.values));
        void toast.success("Plantilla creada");
      }
      onClose();
    } catch (error) {
      void toast.error(
        template ? "Error al actualizar plantilla" : "Error al crear plantilla",
        errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={template ? "Editar Plantilla" : "Nueva Plantilla"}
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
            <FormField
              form={form}
              field="template_id"
              label="ID de la plantilla"
              required
              placeholder="estandar"
            />
            <FormField form={form} field="name" label="Nombre" required />
            <FormField
              form={form}
              field="columns"
              label="Columnas"
              required
              type="number"
              min={1}
              helper="De 1 a 10"
            />
            <div className="lbl-row">
              <FormField form={form} field="width" label="Ancho (px)" required type="number" min={50} />
              <FormField form={form} field="height" label="Alto (px)" required type="number" min={50} />
            </div>
            <FormField form={form} field="description" label="Descripción" multiline />
            <Switch
              label="Activa"
              checked={form.values.is_active}
              onChange={(e) => form.update({ is_active: e.currentTarget.checked })}
            />
          </div>
          <ShapePreview width={form.values.width} height={form.values.height} columns={form.values.columns} />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="Cancelar" onClick={onClose} disabled={busy} />
            <Button
              type="submit"
              intent="primary"
              loading={busy}
              text={template ? "Guardar cambios" : "Crear plantilla"}
            />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
