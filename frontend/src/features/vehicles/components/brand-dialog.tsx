// 'Añadir Nueva Marca': a make with a name and an optional description (the vehicles screen sends
// only those two fields). It closes only when the save succeeds, so what was typed survives an error.
import { optionalText } from "@rules/text";
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, useState, type FormEvent } from "react";
import { AppDialog } from "@/components/app-dialog";
import { errorMessage } from "@/lib/api/errors";
import { toast } from "@/components/toaster";
import { useCreateBrand } from "../api/use-create-brand";
import "./vehicles.css";

export interface BrandDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function BrandDialog({ isOpen, onClose }: BrandDialogProps) {
  return isOpen ? <OpenBrandDialog onClose={onClose} /> : null;
}

function OpenBrandDialog({ onClose }: { onClose: () => void }) {
  const createBrand = useCreateBrand();
  const nameId = useId();
  const descriptionId = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameError = submitted && !name.trim() ? "El nombre de la marca es obligatorio" : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (!name.trim()) return;
    setSaving(true);
    try {
      const brand = await createBrand({ name: name.trim(), description: optionalText(description) });
      void toast.success("Marca creada", `${brand.name} ya está disponible para sus modelos.`);
      onClose();
    } catch (error) {
      void toast.error("Error al crear la marca", errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog
      isOpen
      title="Añadir Nueva Marca"
      onClose={saving ? undefined : onClose}
      canOutsideClickClose={!saving}
      className="vehicles-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label="Nombre"
            labelFor={nameId}
            labelInfo="(obligatorio)"
            intent={nameError ? "danger" : "none"}
            helperText={nameError}
          >
            <InputGroup
              id={nameId}
              autoFocus
              value={name}
              placeholder="Ej. Great Wall"
              intent={nameError ? "danger" : "none"}
              aria-invalid={nameError ? true : undefined}
              onValueChange={setName}
            />
          </FormGroup>
          <FormGroup label="Descripción" labelFor={descriptionId} labelInfo="(opcional)">
            <TextArea
              id={descriptionId}
              fill
              rows={3}
              value={description}
              placeholder="Ej. Marca china de camionetas"
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancelar" onClick={onClose} disabled={saving} />
              <Button type="submit" intent="primary" text="Guardar marca" loading={saving} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
