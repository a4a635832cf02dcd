// One supplier: name, contact, status, activate/deactivate, contact lines, rating, counts, Editar.
import { Button, Card } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Edit, Envelope, MapMarker, Phone, Power } from "@blueprintjs/icons";
import { addressLine, type Supplier } from "../lib/supplier";
import { RatingStars } from "./rating-stars";

export interface SupplierCardProps {
  supplier: Supplier;
  onToggleStatus: (supplier: Supplier) => void;
  onEdit: (supplier: Supplier) => void;
}

export function SupplierCard({ supplier, onToggleStatus, onEdit }: SupplierCardProps) {
  const active = supplier.status === "active";
  const address = addressLine(supplier);
  const titleId = `supplier-${supplier.id}-name`;
  return (
    <Card className="sup-card" role="article" aria-labelledby={titleId}>
      <div className="sup-card-head">
        <div className="sup-card-title">
          <h2 id={titleId}>{supplier.name}</h2>
          <span className="sup-muted">{supplier.contactPerson ?? "Sin contacto asignado"}</span>
        </div>
        <Badge round intent={active ? "success" : "none"} minimal={!active}>
          {active ? "Activo" : "Inactivo"}
        </Badge>
      </div>
      <ul className="sup-lines">
        {supplier.email ? (
          <li>
            <Envelope aria-hidden />
            <span>{supplier.email}</span>
          </li>
        ) : null}
        {supplier.phone ? (
          <li>
            <Phone aria-hidden />
            <span>{supplier.phone}</span>
          </li>
        ) : null}
        {address ? (
          <li>
            <MapMarker aria-hidden />
            <span>{address}</span>
          </li>
        ) : null}
      </ul>
      <RatingStars rating={supplier.rating} />
      <dl className="sup-counts">
        <div>
          <dt>Productos</dt>
          <dd>{supplier.productsCount}</dd>
        </div>
        <div>
          <dt>Pedidos</dt>
          <dd>{supplier.ordersCount}</dd>
        </div>
      </dl>
      <div className="sup-card-actions">
        <Button
          icon={<Power />}
          variant="outlined"
          intent={active ? "danger" : "success"}
          text={active ? "Desactivar" : "Activar"}
          aria-label={`${active ? "Desactivar" : "Activar"} ${supplier.name}`}
          onClick={() => onToggleStatus(supplier)}
        />
        <Button
          icon={<Edit />}
          text="Editar"
          aria-label={`Editar ${supplier.name}`}
          onClick={() => onEdit(supplier)}
        />
      </div>
    </Card>
  );
}
