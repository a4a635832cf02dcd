// 'Lista de Clientes' rows. One table for both widths: below 768 px the CSS turns each row into a
// card whose cells carry their column name (data-label).
import { Button, HTMLTable } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Edit, EyeOpen, Trash } from "@blueprintjs/icons";
import type { Customer } from "@/lib/api/types";
import {
  CUSTOMER_TYPE_LABELS,
  DOCUMENT_TYPE_LABELS,
  creatorName,
  customerName,
} from "../lib/customer-display";

export interface CustomerTableProps {
  customers: readonly Customer[];
  canModify: (customer: Customer) => boolean;
  onView: (customer: Customer) => void;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

export function CustomerTable({ customers, canModify, onView, onEdit, onDelete }: CustomerTableProps) {
  return (
    <HTMLTable className="customer-table responsive-table" striped>
      <thead>
        <tr>
          <th scope="col">Cliente</th>
          <th scope="col">Documento</th>
          <th scope="col">Contacto</th>
          <th scope="col">Tipo</th>
          <th scope="col">Creado por</th>
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => {
          const name = customerName(customer);
          const legal = customer.customer_type === "juridica";
          const allowed = canModify(customer);
          return (
            <tr key={customer.id}>
              <td data-label="Cliente">
                <strong className="customer-name">{name}</strong>
                {legal && customer.tax_id ? <div className="customer-sub">RIF: {customer.tax_id}</div> : null}
              </td>
              <td data-label="Documento">
                <span className="customer-sub">{DOCUMENT_TYPE_LABELS[customer.document_type]}</span>{" "}
                {customer.document_number}
              </td>
              <td data-label="Contacto">
                {customer.email ? <div>{customer.email}</div> : null}
                {customer.phone ? <div className="customer-sub">{customer.phone}</div> : null}
                {!customer.email && !customer.phone ? (
                  <span className="customer-sub">Sin contacto</span>
                ) : null}
              </td>
              <td data-label="Tipo">
                <Badge minimal intent={legal ? "primary" : "success"}>
                  {CUSTOMER_TYPE_LABELS[customer.customer_type]}
                </Badge>
              </td>
              <td data-label="Creado por">{creatorName(customer)}</td>
              <td data-label="Acciones">
                <div className="customer-actions">
                  <Button
                    variant="minimal"
                    icon={<EyeOpen />}
                    aria-label={`Ver detalles de ${name}`}
                    title="Ver detalles"
                    onClick={() => onView(customer)}
                  />
                  {allowed ? (
                    <>
                      <Button
                        variant="minimal"
                        icon={<Edit />}
                        aria-label={`Editar ${name}`}
                        title="Editar"
                        onClick={() => onEdit(customer)}
                      />
                      <Button
                        variant="minimal"
                        intent="danger"
                        icon={<Trash />}
                        aria-label={`Eliminar ${name}`}
                        title="Eliminar"
                        onClick={() => onDelete(customer)}
                      />
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
