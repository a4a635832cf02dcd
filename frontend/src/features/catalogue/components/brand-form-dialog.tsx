// Create or edit a brand: name (required), description, logo URL with a live preview, country,
// website and the categories it is linked to, in the dialog every named thing shares. Closes only
// when the save succeeds.
import { Checkbox, Classes, FormGroup, InputGroup } from "@blueprintjs/core";
import { Edit, Office } from "@blueprintjs/icons";
import { useId } from "react";
import { NameDescriptionDialog } from "@/components/name-description-dialog";
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
  const ids = { logoUrl: useId(), country: useId(), website: useId() };

  async function save(values: BrandFormValues): Promise<boolean> {
    const input = toBrandInput(values);
    try {
      if (brand) {
        await updateBrand(brand.id, input);
        void toast.success("Marca actualizada", `La marca "${input.name}" se guardó correctamente.`);
      } else {
        await createBrand(input);
        void toast.success("Marca creada", `La marca "${input.name}" se creó correctamente.`);
      }
      return true;
    } catch (error) {
      void toast.error(brand ? "Error al actualizar marca" : "Error al crear marca", errorMessage(error));
      return false;
    }
  }

  function details(values: BrandFormValues, set: (patch: Partial<BrandFormValues>) => void) {
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
      <>
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
      </>
    );
  }

  return (
    <NameDescriptionDialog
      isOpen={isOpen}
      title={brand ? "Editar Marca" : "Nueva Marca"}
      icon={brand ? <Edit /> : <Office />}
      className="catalogue-dialog"
      initialValues={brandFormValues(brand)}
      namePlaceholder="Ej.: Bosch"
      descriptionPlaceholder="Qué fabrica o distribuye esta marca"
      descriptionRows={2}
      submitText={brand ? "Guardar cambios" : "Crear marca"}
      validate={validateBrand}
      details={details}
      onSubmit={save}
      onClose={onClose}
      initiallySubmitted={initiallySubmitted}
    />
  );
}
