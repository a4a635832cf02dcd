// Row actions by role (spec 000 §2): view details, 'Vender' (no behaviour yet), an extra action
// that opens the product dialog, and edit / delete for Administrador only.
import { Button, ButtonGroup, Tooltip } from "@blueprintjs/core";
import { Edit, EyeOpen, More, Trash } from "@blueprintjs/icons";
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
      <Tooltip content="Ver detalles">
        <Button
          icon={<EyeOpen />}
          aria-label={`Ver detalles de ${product.name}`}
          onClick={() => onView(product)}
        />
      </Tooltip>
      {/* The specification shows this button with no behaviour; sales live on their own screen. */}
      <Button text="Vender" intent="primary" variant="outlined" size="small" />
      <Tooltip content="Más opciones">
        <Button icon={<More />} aria-label={`Abrir ${product.name}`} onClick={() => onView(product)} />
      </Tooltip>
      {admin ? (
        <>
          <Tooltip content="Editar">
            <Button icon={<Edit />} aria-label={`Editar ${product.name}`} onClick={() => onEdit(product)} />
          </Tooltip>
          <Tooltip content="Eliminar">
            <Button
              icon={<Trash />}
              intent="danger"
              aria-label={`Eliminar ${product.name}`}
              onClick={() => onDelete(product)}
            />
          </Tooltip>
        </>
      ) : null}
    </ButtonGroup>
  );
}
