// Create a subcategory inside a category, opened from that category's card.
import { NewLayer } from "@blueprintjs/icons";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Category } from "@/lib/api/types";
import { useCreateSubcategory } from "../api/use-create-subcategory";
import { toSubcategoryInput, validateSubcategory, type NamedFormValues } from "../lib/catalogue-forms";
import { NameDescriptionDialog } from "@/components/name-description-dialog";

export interface SubcategoryFormDialogProps {
  isOpen: boolean;
  /** The category the new subcategory belongs to. */
  category: Category;
  onClose: () => void;
  initiallySubmitted?: boolean;
}

export function SubcategoryFormDialog({
  isOpen,
  category,
  onClose,
  initiallySubmitted,
}: SubcategoryFormDialogProps) {
  const createSubcategory = useCreateSubcategory();
  async function save(values: NamedFormValues): Promise<boolean> {
    const input = toSubcategoryInput(values, category.id);
    try {
      await createSubcategory(input);
      void toast.success("Subcategoría creada", `"${input.name}" se agregó a ${category.name}.`);
      return true;
    } catch (error) {
      void toast.error("Error al crear subcategoría", errorMessage(error));
      return false;
    }
  }

  return (
    <NameDescriptionDialog
      isOpen={isOpen}
      className="catalogue-dialog"
      title="Nueva Subcategoría"
      subtitle={
        <>
          Categoría: <strong>{category.name}</strong>
        </>
      }
      icon={<NewLayer />}
      initialValues={{ name: "", description: "" }}
      namePlaceholder="Ej.: Pastillas"
      submitText="Crear subcategoría"
      validate={validateSubcategory}
      onSubmit={save}
      onClose={onClose}
      initiallySubmitted={initiallySubmitted}
    />
  );
}
