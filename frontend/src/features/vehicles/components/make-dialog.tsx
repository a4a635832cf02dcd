// 'Añadir Nueva Marca': a make with a name and an optional description (the vehicles screen sends
// only those two fields), in the dialog the catalogue's brand form also uses. It closes only when
// the save succeeds, so what was typed survives an error.
import { optionalText } from "@rules/text";
import { NAME_REQUIRED } from "@rules/catalogue-messages";
import { NameDescriptionDialog, nameRequired, type NamedValues } from "@/components/name-description-dialog";
import { errorMessage } from "@/lib/api/errors";
import { toast } from "@/components/toaster";
import { useCreateBrand } from "../api/use-create-brand";
import "./vehicles.css";

export interface MakeDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const EMPTY: NamedValues = { name: "", description: "" };
/** The rule's text is read when the form is checked, not while the module loads. */
const validateMake = (values: NamedValues) => nameRequired(NAME_REQUIRED.brand)(values);

export function MakeDialog({ isOpen, onClose }: MakeDialogProps) {
  const createBrand = useCreateBrand();
  if (!isOpen) return null;

  async function save(values: NamedValues): Promise<boolean> {
    try {
      const brand = await createBrand({
        name: values.name.trim(),
        description: optionalText(values.description),
      });
      void toast.success("Marca creada", `${brand.name} ya está disponible para sus modelos.`);
      return true;
    } catch (error) {
      void toast.error("Error al crear la marca", errorMessage(error));
      return false;
    }
  }

  return (
    <NameDescriptionDialog
      isOpen
      title="Añadir Nueva Marca"
      className="vehicles-dialog"
      initialValues={EMPTY}
      namePlaceholder="Ej. Great Wall"
      descriptionPlaceholder="Ej. Marca china de camionetas"
      descriptionRows={3}
      submitText="Guardar marca"
      validate={validateMake}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
