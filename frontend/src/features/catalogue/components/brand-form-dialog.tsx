// Create or edit a brand: name (required), description, logo URL with a live preview, country,
// website and the categories it is linked to. Closes only when the save succeeds.
import {
  Button,
  Checkbox,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  TextArea,
} from "@blueprintjs/core";
import { AppDialog } from "@/components/app-dialog";
import { Edit, Office } from "@blueprintjs/icons";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Brand, Category } from "@/lib/api/types";
import { useCreateBrand } from "../api/use-create-brand";
import { useUpdateBrand } from "../api/use-update-brand";
import {
  brandFormValues,
  toBrandInput,
  toggleId,
  validateBrand,
  type BrandFormValues,
} from "../lib/catalogue-forms";
import { BrandLogo } from "./brand-logo";

export interface BrandFormDialogProps {
  isOpen: boolean;
  /** The brand to edit; null creates a new one. */
  brand: Brand | null;
  categories: readonly Category[];
  onClose: () => void;
  initiallySubmitted?: boolean;
}

type TextField = "logoUrl" | "country" | "website";

export function BrandFormDialog({
  isOpen,
  brand,
  categories,
  onClose,
  initiallySubmitted,
}: BrandFormDialogProps) {
  const createBrand = useCreateBrand();
  const updateBrand = useUpdateBrand();
  const ids = { name: useId(), description: useId(), logoUrl: useId(), country: useId(), website: useId() };
  const [values, setValues] = useState<BrandFormValues>(() => brandFormValues(brand));
  const [submitted, setSubmitted] = useState(initiallySubmitted ?? false);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? validateBrand(values) : {};

  const set = (patch: Partial<BrandFormValues>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (validateBrand(values).name) return;
    const input = toBrandInput(values);
    setSaving(true);
    try {
      if (brand) {
        await updateBrand(brand.id, input);
        void toast.success("Marca actualizada", `La marca "${input.name}" se guardó correctamente.`);
      } else {
        await createBrand(input);
        void toast.success("Marca creada", `La marca "${input.name}" se creó correctamente.`);
      }
      onClose();
    } catch (error) {
      void toast.error(brand ? "Error al actualizar marca" : "Error al crear marca", errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const textField = (field: TextField, label: string, placeholder: string, type = "text") => (
    <FormGroup label={label} labelFor={ids[field]} labelInfo="(opcional)">
      <InputGroup
        id={ids[field]}
        type={type}
        value={values[field]}
        placeholder={placeholder}
        onValueChange={(value) => set({ [field]: value })}
      />
    </FormGroup>
  );

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={saving ? undefined : onClose}
      title={brand ? "Editar Marca" : "Nueva Marca"}
      icon={brand ? <Edit /> : <Office />}
      canOutsideClickClose={!saving}
      className="catalogue-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label="Nombre"
            labelFor={ids.name}
            labelInfo="(obligatorio)"
            intent={errors.name ? "danger" : "none"}
            helperText={errors.name}
          >
            <InputGroup
              id={ids.name}
              autoFocus
              value={values.name}
              placeholder="Ej.: Bosch"
              intent={errors.name ? "danger" : "none"}
              aria-invalid={errors.name ? true : undefined}
              onValueChange={(name) => set({ name })}
            />
          </FormGroup>
          <FormGroup label="Descripción" labelFor={ids.description} labelInfo="(opcional)">
            <TextArea
              id={ids.description}
              fill
              rows={2}
              value={values.description}
              placeholder="Qué fabrica o distribuye esta marca"
              onChange={(event) => set({ description: event.target.value })}
            />
          </FormGroup>
          <div className="brand-form-logo-row">
            {/* The preview appears once there is something to show: an empty form shows no badge. */}
            {values.name.trim() || values.logoUrl.trim() ? (
              <BrandLogo name={values.name.trim() || "?"} logoUrl={values.logoUrl} size={40} />
            ) : null}
            {textField("logoUrl", "URL del logo", "https://…/logo.png", "url")}
          </div>
          <div className="brand-form-columns">
            {textField("country", "País", "Ej.: Alemania")}
            {textField("website", "Sitio web", "https://www.ejemplo.com", "url")}
          </div>
          <fieldset className="brand-category-fieldset">
            <legend className={Classes.LABEL}>
              Categorías <span className={Classes.TEXT_MUTED}>(ninguna: disponible en todas)</span>
            </legend>
            {categories.length === 0 ? (
              <span className={Classes.TEXT_MUTED}>No hay categorías.</span>
            ) : (
              <div className="brand-category-options">
                {categories.map((category) => (
                  <Checkbox
                    key={category.id}
                    label={category.name}
                    checked={values.categoryIds.includes(category.id)}
                    onChange={() => set({ categoryIds: toggleId(values.categoryIds, category.id) })}
                  />
                ))}
              </div>
            )}
          </fieldset>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancelar" onClick={onClose} disabled={saving} />
              <Button
                type="submit"
                intent="primary"
                text={brand ? "Guardar cambios" : "Crear marca"}
                loading={saving}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
