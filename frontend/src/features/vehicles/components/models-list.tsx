// The models of one page: a table on wide screens, cards on a phone. Each model has edit and
// delete icons; a model known only from the reference list can be saved (edit) but not deleted.
import { Button, Classes, HTMLTable } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Edit, Trash } from "@blueprintjs/icons";
import { useEffect, useRef } from "react";
import { useLayoutMode } from "@/lib/layout-mode";
import type { VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { formatYearRange } from "@/lib/vehicle-years";
import "./vehicles.css";

export interface ModelsListProps {
  models: readonly VehicleModel[];
  highlightKey: string | null;
  onEdit: (model: VehicleModel) => void;
  onDelete: (model: VehicleModel) => void;
}

function ModelActions({
  model,
  onEdit,
  onDelete,
}: { model: VehicleModel } & Pick<ModelsListProps, "onEdit" | "onDelete">) {
  const label = `${model.makeName} ${model.name}`;
  return (
    <span className="model-actions">
      <Button
        variant="minimal"
        icon={<Edit />}
        aria-label={`Editar modelo ${label}`}
        title="Editar"
        onClick={() => onEdit(model)}
      />
      <Button
        variant="minimal"
        intent="danger"
        icon={<Trash />}
        aria-label={`Eliminar modelo ${label}`}
        title={
          model.id === null ? "Modelo de referencia: no está guardado, no se puede eliminar" : "Eliminar"
        }
        disabled={model.id === null}
        onClick={() => onDelete(model)}
      />
    </span>
  );
}

function ReferenceTag({ model }: { model: VehicleModel }) {
  return model.id === null ? (
    <Badge minimal className="model-reference-tag" title="Modelo de la lista de referencia">
      Referencia
    </Badge>
  ) : null;
}

/** Scrolls the highlighted model into view once it is on screen. */
function useScrollTo(highlightKey: string | null, models: readonly VehicleModel[]) {
  const ref = useRef<HTMLElement | null>(null);
  const present = models.some((model) => model.key === highlightKey);
  useEffect(() => {
    if (present) ref.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [present, highlightKey]);
  return ref;
}

export function ModelsList({ models, highlightKey, onEdit, onDelete }: ModelsListProps) {
  const phone = useLayoutMode() === "phone";
  const highlightRef = useScrollTo(highlightKey, models);
  const rowProps = (model: VehicleModel) => {
    const highlighted = model.key === highlightKey;
    return {
      className: highlighted ? "model-row is-highlighted" : "model-row",
      "aria-current": highlighted ? ("true" as const) : undefined,
      ref: highlighted ? (element: HTMLElement | null) => void (highlightRef.current = element) : undefined,
    };
  };

  if (phone) {
    return (
      <ul className="model-cards" aria-label="Modelos">
        {models.map((model) => (
          <li key={model.key} {...rowProps(model)}>
            <div className="model-card-head">
              <strong>{model.name}</strong> <ReferenceTag model={model} />
              <ModelActions model={model} onEdit={onEdit} onDelete={onDelete} />
            </div>
            <div className={Classes.TEXT_MUTED}>
              {model.makeName} · {formatYearRange(model.yearFrom, model.yearTo)}
              {model.engine ? ` · ${model.engine}` : ""}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <HTMLTable className="models-table" striped interactive={false} aria-label="Modelos">
      <thead>
        <tr>
          <th scope="col">Modelo</th>
          <th scope="col">Marca</th>
          <th scope="col">Años</th>
          <th scope="col">Motor</th>
          <th scope="col">
            <span className={Classes.TEXT_MUTED}>Acciones</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {models.map((model) => (
          <tr key={model.key} {...rowProps(model)}>
            <td>
              {model.name} <ReferenceTag model={model} />
            </td>
            <td>{model.makeName}</td>
            <td>{formatYearRange(model.yearFrom, model.yearTo)}</td>
            <td>{model.engine ?? <span className={Classes.TEXT_MUTED}>—</span>}</td>
            <td>
              <ModelActions model={model} onEdit={onEdit} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
