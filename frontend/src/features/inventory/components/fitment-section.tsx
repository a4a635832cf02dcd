// 'Compatible con' in the product dialog: the vehicle models the part fits ("Chevrolet Spark
// 2010 - 2015, 1.2"). Everyone sees the list; an Administrador may change it here.
import { Button, Classes } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Edit } from "@blueprintjs/icons";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { useProductFitments } from "../api/use-product-fitments";
import { formatFitment } from "../lib/fitment";
import { FitmentEditor } from "./fitment-editor";
import "./fitment.css";

export interface FitmentSectionProps {
  productId: number;
  /** Administrador: the list can be changed. */
  admin: boolean;
}

export function FitmentSection({ productId, admin }: FitmentSectionProps) {
  const query = useProductFitments(productId);
  const { data, mutate } = query;
  const [editing, setEditing] = useState(false);
  const titleId = `inv-fitment-${productId}`;
  return (
    <section className="inv-fitment" aria-labelledby={titleId}>
      <div className="inv-fitment-head">
        <h3 id={titleId} className="inv-view-subtitle">
          Compatible con
        </h3>
        {admin && data && !editing ? (
          <Button
            size="small"
            icon={<Edit />}
            text="Modificar compatibilidad"
            onClick={() => setEditing(true)}
          />
        ) : null}
      </div>
      <QueryState
        query={query}
        loadingText="Cargando vehículos compatibles..."
        errorTitle="Error al cargar los vehículos compatibles"
      >
        {data && editing ? (
          <FitmentEditor
            productId={productId}
            fitments={data}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              void mutate(saved, { revalidate: false });
              setEditing(false);
            }}
          />
        ) : null}
        {data && !editing && data.length === 0 ? (
          <p className={`inv-fitment-empty ${Classes.TEXT_MUTED}`}>Sin vehículos compatibles registrados.</p>
        ) : null}
        {data && !editing && data.length > 0 ? (
          <ul className="inv-fitment-list" aria-label="Vehículos compatibles">
            {data.map((fitment) => (
              <li key={fitment.vehicleId}>
                <Badge minimal round>
                  {formatFitment(fitment)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </QueryState>
    </section>
  );
}
