// Row actions by role: view details, 'Vender' (with 'Modo mostrador' on it starts a sale of the
// part; off, it has no behaviour, as the specification shows it), an extra action
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
  /** Given only with 'Modo mostrador' on. */
  onSell?: (product: Product) => void;
}

export interface ProductActionsProps extends ProductActionHandlers {
  product: Product;
  admin: boolean;
}

export function ProductActions({ product, admin, onView, onEdit, onDelete, onSell }: ProductActionsProps) {
  return (
    <ButtonGroup className="inv-actions" variant="minimal">
      <PlainButton
        title="Ver detalles"
        icon={<EyeOpen />}
        aria-label={`Ver detalles de ${product.name}`}
        onClick={() => onView(product)}
      />
      <PlainButton
        text="Vender"
        intent="primary"
        variant="outlined"
        size="small"
        onClick={onSell ? () => onSell(product) : undefined}
      />
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
