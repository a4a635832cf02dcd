// Create or edit a category ('Nueva Categoría' / editar), with the section 8 toasts.
import { FolderNew, Edit } from "@blueprintjs/icons";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Category } from "@/lib/api/types";
import { useCreateCategory } from "../api/use-create-category";
import { useUpdateCategory } from "../api/use-update-category";
import {
  categoryFormValues,
  toCategoryInput,
  validateCategory,
  type NamedFormValues,
} from "../lib/catalogue-forms";
import { NameDescriptionDialog } from "@/components/name-description-dialog";

export interface CategoryFormDialogProps {
  isOpen: boolean;
  /** The category to edit; null creates a new one. */
  category: Category | null;
  onClose: () => void;
  initiallySubmitted?: boolean;
}

export function CategoryFormDialog({
  isOpen,
  category,
  onClose,
  initiallySubmitted,
}: CategoryFormDialogProps) {
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  async function save(values: NamedFormValues): Promise<boolean> {
    const input = toCategoryInput(values);
    try {
      if (category) {
        await updateCategory(category.id, input);
        void toast.success("Categoría actualizada", `La categoría "${input.name}" se guardó correctamente.`);
      } else {
        await createCategory(input);
        void toast.success("Categoría creada", `La categoría "${input.name}" se creó correctamente.`);
      }
      return true;
    } catch (error) {
      void toast.error(
        category ? "Error al actualizar categoría" : "Error al crear categoría",
        errorMessage(error),
      );
      return false;
    }
  }

  return (
    <NameDescriptionDialog
      isOpen={isOpen}
      className="catalogue-dialog"
      title={category ? "Editar Categoría" : "Nueva Categoría"}
      icon={category ? <Edit /> : <FolderNew />}
      initialValues={categoryFormValues(category)}
      namePlaceholder="Ej.: Frenos"
      descriptionPlaceholder="Describe qué piezas agrupa esta categoría"
      submitText={category ? "Guardar cambios" : "Crear categoría"}
      validate={validateCategory}
      onSubmit={save}
      onClose={onClose}
      initiallySubmitted={initiallySubmitted}
    />
  );
}
