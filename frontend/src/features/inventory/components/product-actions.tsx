// Row actions by role: view details, 'Vender' (no behaviour yet), an extra action
// that opens the product dialog, and edit / delete for Administrador only. The icon buttons name
// themselves with the browser's own tooltip (title), as the customers table does: a Blueprint
// Tooltip on each of them mounted forty popovers with every page of ten products. They are
// PlainButtons (Blueprint's markup without its component) for the same reason.
import { ButtonGroup } from "@blueprintjs/core";
import { Edit, EyeOpen, More, Trash } from "@blueprintjs/icons";
import { PlainButton } from "@/components/plain-button";
import type { Product } from "@/lib/api/types";

export interface ProductActionHandlers {
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export interface ProductActionsProps extends ProductActionHandlers {
  product: Product;
  admin: boolean;
}

export function ProductActions({ product, admin, onView, onEdit, onDelete }: ProductActionsProps) {
  return (
    <ButtonGroup className="inv-actions" variant="minimal">
      <PlainButton
        title="Ver detalles"
        icon={<EyeOpen />}
        aria-label={`Ver detalles de ${product.name}`}
        onClick={() => onView(product)}
      />
      {/* The specification shows this button with no behaviour; sales live on their own screen. */}
      <PlainButton text="Vender" intent="primary" variant="outlined" size="small" />
      <PlainButton
        title="Más opciones"
        icon={<More />}
        aria-label={`Abrir ${product.name}`}
        onClick={() => onView(product)}
      />
      {admin ? (
        <>
          <PlainButton
            title="Editar"
            icon={<Edit />}
            aria-label={`Editar ${product.name}`}
            onClick={() => onEdit(product)}
          />
          <PlainButton
            title="Eliminar"
            icon={<Trash />}
            intent="danger"
            aria-label={`Eliminar ${product.name}`}
            onClick={() => onDelete(product)}
          />
        </>
      ) : null}
    </ButtonGroup>
  );
}
