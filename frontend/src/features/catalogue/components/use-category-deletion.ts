// Deleting categories and subcategories: confirmation first, the client-side refusal for a category
// that still has subcategories (no request is sent), and the server's 409 for the race where one
// was added meanwhile.
import { useState } from "react";
import { toast } from "@/components/toaster";
import { ApiError, errorMessage } from "@/lib/api/errors";
import type { Category, Subcategory } from "@/lib/api/types";
import { useDeleteCategory } from "../api/use-delete-category";
import { useDeleteSubcategory } from "../api/use-delete-subcategory";
import { refusalDescription } from "../lib/catalogue-display";

export const CATEGORY_REFUSAL_TITLE = "No se puede eliminar la categoría";
export const CATEGORY_REFUSAL_DESCRIPTION = "Primero debes eliminar todas las subcategorías asociadas";

export type PendingCategoryDeletion =
  { kind: "category"; category: Category } | { kind: "subcategory"; subcategory: Subcategory };

export function useCategoryDeletion(subcategoriesByCategory: ReadonlyMap<number, readonly Subcategory[]>) {
  const deleteCategory = useDeleteCategory();
  const deleteSubcategory = useDeleteSubcategory();
  // The pending item outlives isOpen so the alert keeps its text during its closing transition.
  const [pending, setPending] = useState<PendingCategoryDeletion | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  function ask(next: PendingCategoryDeletion) {
    setPending(next);
    setIsOpen(true);
  }

  function requestCategoryDeletion(category: Category) {
    if ((subcategoriesByCategory.get(category.id)?.length ?? 0) > 0) {
      void toast.error(CATEGORY_REFUSAL_TITLE, CATEGORY_REFUSAL_DESCRIPTION);
      return;
    }
    ask({ kind: "category", category });
  }

  function requestSubcategoryDeletion(subcategory: Subcategory) {
    ask({ kind: "subcategory", subcategory });
  }

  async function confirm(): Promise<void> {
    if (!pending || !isOpen) return;
    if (pending.kind === "category") {
      try {
        await deleteCategory(pending.category.id);
        void toast.success("Categoría eliminada", `La categoría "${pending.category.name}" se eliminó.`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          void toast.error(CATEGORY_REFUSAL_TITLE, refusalDescription(error.message, CATEGORY_REFUSAL_TITLE));
        } else {
          void toast.error("Error al eliminar categoría", errorMessage(error));
        }
      }
      return;
    }
    try {
      await deleteSubcategory(pending.subcategory.id);
      void toast.success(
        "Subcategoría eliminada",
        `La subcategoría "${pending.subcategory.name}" se eliminó.`,
      );
    } catch (error) {
      void toast.error("Error al eliminar subcategoría", errorMessage(error));
    }
  }

  return {
    pending,
    requestCategoryDeletion,
    requestSubcategoryDeletion,
    confirm,
    isOpen,
    cancel: () => setIsOpen(false),
  };
}
