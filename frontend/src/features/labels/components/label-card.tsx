// One template or size on the management screen: name, id, size, facts and the edit / view /
// delete actions.
import { Button, Card } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Edit, EyeOpen, Trash } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { formatInches } from "../lib/label-rules";

export interface LabelCardProps {
  name: string;
  code: string;
  width: number;
  height: number;
  description: string | null;
  tags: ReactNode;
  onEdit: () => void;
  onView: () => void;
  onDelete: () => void;
}

export function LabelCard({
  name,
  code,
  width,
  height,
  description,
  tags,
  onEdit,
  onView,
  onDelete,
}: LabelCardProps) {
  return (
    <Card className="lbl-card" role="article" aria-label={name}>
      <div className="lbl-card-head">
        <div>
          <h2 className="lbl-card-title">{name}</h2>
          <span className="lbl-card-id">{code}</span>
        </div>
      </div>
      <p className="lbl-card-facts">
        <Badge minimal>
          {width} x {height} px
        </Badge>
        <Badge minimal>
          ≈ {formatInches(width)} x {formatInches(height)} pulg.
        </Badge>
        {tags}
      </p>
      {description ? <p className="lbl-card-description">{description}</p> : null}
      <div className="lbl-card-actions">
        <Button
          variant="minimal"
          icon={<Edit />}
          aria-label={`Editar ${name}`}
          title="Editar"
          onClick={onEdit}
        />
        <Button
          variant="minimal"
          icon={<EyeOpen />}
          aria-label={`Ver ${name}`}
          title="Ver"
          onClick={onView}
        />
        <Button
          variant="minimal"
          intent="danger"
          icon={<Trash />}
          aria-label={`Eliminar ${name}`}
          title="Eliminar"
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}
