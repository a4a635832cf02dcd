// What a non-administrator sees on /users: the reason, not a broken table.
import { NonIdealState } from "@blueprintjs/core";
import { Lock } from "@blueprintjs/icons";

export function NoPermission() {
  return (
    <NonIdealState
      className="users-no-permission"
      icon={<Lock size={48} />}
      title="No tienes permisos para ver esta página"
      description="Solo un Administrador puede gestionar los usuarios del sistema."
    />
  );
}
