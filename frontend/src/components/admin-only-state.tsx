// What a Vendedor sees on an Administrador's screen (its route stays open, as every route does): the
// reason, and no request the server would refuse.
import { NonIdealState } from "@blueprintjs/core";
import { Lock } from "@blueprintjs/icons";

export function AdminOnlyState({ description }: { description: string }) {
  return (
    <NonIdealState
      icon={<Lock size={48} />}
      title="No tienes permisos para ver esta página"
      description={description}
    />
  );
}
