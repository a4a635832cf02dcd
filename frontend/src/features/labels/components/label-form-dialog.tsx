// Create or edit a template or a size, with the form rules and a live preview.
import { Button, Classes } from "@blueprintjs/core";
import { useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { LabelCatalogue, LabelEntry, SharedFormValues } from "./label-catalogues";
import { ShapePreview } from "./shape-preview";
import { useLabelForm } from "./use-label-form";

export interface LabelFormDialogProps<T extends LabelEntry, V extends SharedFormValues, I> {
  catalogue: LabelCatalogue<T, V, I>;
  /** The entry to edit; null creates one. */
  entry: T | null;
  onClose: () => void;
}

/** Mounted only while open, so each opening starts from the entry's values. */
export function LabelFormDialog<T extends LabelEntry, V extends SharedFormValues, I>({
  catalogue,
  entry,
  onClose,
}: LabelFormDialogProps<T, V, I>) {
  const { text, form: shape } = catalogue;
  const form = useLabelForm(entry ? shape.from(entry) : shape.empty, shape.validate);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!form.check()) return;
    setBusy(true);
    try {
      if (entry) {
        await catalogue.api.update(entry.id, shape.input(form.values));
        void toast.success(text.updated);
      } else {
        await catalogue.api.create(shape.input(form.values));
        void toast.success(text.created);
      }
      onClose();
    } catch (error) {
      void toast.error(entry ? text.updateError : text.createError, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={entry ? text.editTitle : text.newTitle}
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
            <shape.Fields form={form} />
          </div>
          <ShapePreview
            width={form.values.width}
            height={form.values.height}
            columns={shape.previewColumns?.(form.values)}
          />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="Cancelar" onClick={onClose} disabled={busy} />
            <Button
              type="submit"
              intent="primary"
              loading={busy}
              text={entry ? "Guardar cambios" : text.createButton}
            />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
