// 'Detalles del Cliente': every field of one customer, with Cerrar and (when allowed) Editar.
import { Button, Classes } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { AppDialog } from "@/components/app-dialog";
import type { Customer } from "@/lib/api/types";
import { formatDate } from "@/lib/format";
import {
  CUSTOMER_TYPE_LABELS,
  DOCUMENT_TYPE_LABELS,
  creatorName,
  customerName,
} from "../lib/customer-display";

export interface CustomerDetailsDialogProps {
  customer: Customer | null;
  canEdit: boolean;
  onClose: () => void;
  onEdit: (customer: Customer) => void;
}

export function CustomerDetailsDialog({ customer, canEdit, onClose, onEdit }: CustomerDetailsDialogProps) {
  const rows: [string, string | null | undefined][] = customer
    ? [
        ["Tipo de Documento", DOCUMENT_TYPE_LABELS[customer.document_type]],
        ["Número de Documento", customer.document_number],
        ...(customer.customer_type === "juridica"
          ? ([
              ["Razón Social", customer.business_name],
              ["RIF", customer.tax_id],
            ] as [string, string | null][])
          : ([
              ["Nombre", customer.first_name],
              ["Apellido", customer.last_name],
            ] as [string, string | null][])),
        ["Email", customer.email],
        ["Teléfono", customer.phone],
        ["Dirección", customer.address],
        ["Ciudad", customer.city],
        ["Estado", customer.state],
        ["Código Postal", customer.postal_code],
        ["Notas", customer.notes],
        ["Creado por", creatorName(customer)],
        ["Fecha de registro", formatDate(customer.created_at)],
      ]
    : [];
  return (
    <AppDialog
      isOpen={customer !== null}
      onClose={onClose}
      title="Detalles del Cliente"
      className="customer-dialog"
    >
      {customer ? (
        <>
          <div className={Classes.DIALOG_BODY}>
            <div className="customer-details-head">
              <strong className="customer-details-name">{customerName(customer)}</strong>
              <Badge minimal intent={customer.customer_type === "juridica" ? "primary" : "success"}>
                {CUSTOMER_TYPE_LABELS[customer.customer_type]}
              </Badge>
            </div>
            <dl className="customer-details">
              {rows.map(([label, value]) => (
                <div key={label} className="customer-details-row">
                  <dt>{label}</dt>
                  <dd>{value?.trim() ? value : "—"}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button onClick={onClose}>Cerrar</Button>
              {canEdit ? (
                <Button intent="primary" onClick={() => onEdit(customer)}>
                  Editar
                </Button>
              ) : null}
            </div>
          </div>
        </>
      ) : null}
    </AppDialog>
  );
}
