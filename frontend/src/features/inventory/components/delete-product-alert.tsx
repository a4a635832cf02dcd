// Confirmation before a product is deleted, and the result messages (spec 000 §5, §8).
import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useState } from "react";
import { toast } from "../../../components/toaster";
import { ApiError } from "../../../lib/api/errors";
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
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!product?.id) {
      void toast.error("Error", DELETE_MESSAGES.noId);
      onClose();
      return;
    }
    setBusy(true);
    try {
      await deleteProduct(product.id);
      void toast.success(DELETE_MESSAGES.doneTitle, DELETE_MESSAGES.doneText);
      onDeleted?.();
      onClose();
    } catch (error) {
      void toast.error(
        DELETE_MESSAGES.failedTitle,
        error instanceof ApiError ? error.message : DELETE_MESSAGES.failedFallback,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      isOpen={product !== null}
      intent="danger"
      icon={<Trash size={32} />}
      confirmButtonText="Eliminar"
      cancelButtonText="Cancelar"
      loading={busy}
      canEscapeKeyCancel={!busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{DELETE_MESSAGES.confirm}</p>
      {product ? <p className="inv-muted">{product.name}</p> : null}
    </Alert>
  );
}
