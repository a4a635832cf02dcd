// Confirmation before a product is deleted, and the result messages.
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { toast } from "@/components/toaster";
import { ApiError } from "@/lib/api/errors";
import { useDeleteProduct } from "../api/use-delete-product";

export const DELETE_MESSAGES = {
  confirm: "¿Estás seguro de que deseas eliminar este producto?",
  doneTitle: "Producto eliminado",
  doneText: "Producto eliminado correctamente",
  failedTitle: "Error al eliminar el producto",
  failedFallback: "Error al eliminar producto",
  noId: "No se puede eliminar un producto sin ID",
} as const;

export interface DeleteProductAlertProps {
  /** The product to delete; null keeps the alert closed. */
  product: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProductAlert({ product, onClose, onDeleted }: DeleteProductAlertProps) {
  const deleteProduct = useDeleteProduct();

  /** False keeps the alert open after a failed delete, so the user may try again. */
  const confirm = async (): Promise<boolean> => {
    if (!product?.id) {
      void toast.error("Error", DELETE_MESSAGES.noId);
      return true;
    }
    try {
      await deleteProduct(product.id);
      void toast.success(DELETE_MESSAGES.doneTitle, DELETE_MESSAGES.doneText);
      onDeleted?.();
      return true;
    } catch (error) {
      void toast.error(
        DELETE_MESSAGES.failedTitle,
        error instanceof ApiError ? error.message : DELETE_MESSAGES.failedFallback,
      );
      return false;
    }
  };

  return (
    <ConfirmDeleteAlert isOpen={product !== null} onConfirm={confirm} onClose={onClose}>
      <p>{DELETE_MESSAGES.confirm}</p>
      {product ? <p className="inv-muted">{product.name}</p> : null}
    </ConfirmDeleteAlert>
  );
}
