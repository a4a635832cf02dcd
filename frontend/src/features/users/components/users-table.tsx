// The users table. Below 768 px the CSS turns each row into a card labelled by data-label.
import { Button, HTMLTable } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Key, Lock, MobilePhone, Unlock } from "@blueprintjs/icons";
import type { User } from "@/lib/api/types";
import { createdLabel, userRoleLabel, userStatusLabel, usernameLabel } from "../lib/user-display";

export interface UsersTableProps {
  users: readonly User[];
  /** The id whose block/unblock is under way. */
  togglingId: number | null;
  onToggle: (user: User) => void;
  onChangePassword: (user: User) => void;
  /** Offered for every account but the signed-in one (another Administrador resets a lost factor). */
  currentUserId?: number | null;
  onResetTwoFactor?: (user: User) => void;
}

export function UsersTable({
  users,
  togglingId,
  onToggle,
  onChangePassword,
  currentUserId = null,
  onResetTwoFactor,
}: UsersTableProps) {
  return (
    <HTMLTable className="users-table" striped>
      <thead>
        <tr>
          <th scope="col">Nombre</th>
          <th scope="col">Username</th>
          <th scope="col">Email</th>
          <th scope="col">Rol</th>
          <th scope="col">Estado</th>
          <th scope="col">Creación</th>
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <td data-label="Nombre">
              <strong>{user.name}</strong>
            </td>
            <td data-label="Username">{usernameLabel(user)}</td>
            <td data-label="Email" className="users-email">
              {user.email}
            </td>
            <td data-label="Rol">
              <Badge minimal intent={user.role === "admin" ? "primary" : "none"}>
                {userRoleLabel(user.role)}
              </Badge>
            </td>
            <td data-label="Estado">
              <Badge intent={user.active ? "success" : "danger"}>{userStatusLabel(user.active)}</Badge>
            </td>
            <td data-label="Creación">{createdLabel(user.created_at)}</td>
            <td data-label="Acciones">
              <div className="users-actions">
                <Button
                  size="small"
                  variant="outlined"
                  intent={user.active ? "danger" : "success"}
                  icon={user.active ? <Lock /> : <Unlock />}
                  loading={togglingId === user.id}
                  aria-label={`${user.active ? "Bloquear" : "Desbloquear"} a ${user.name}`}
                  onClick={() => onToggle(user)}
                >
                  {user.active ? "Bloquear" : "Desbloquear"}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  icon={<Key />}
                  aria-label={`Cambiar contraseña de ${user.name}`}
                  onClick={() => onChangePassword(user)}
                >
                  Contraseña
                </Button>
                {onResetTwoFactor && user.id !== currentUserId ? (
                  <Button
                    size="small"
                    variant="outlined"
                    icon={<MobilePhone />}
                    aria-label={`Restablecer segundo factor de ${user.name}`}
                    onClick={() => onResetTwoFactor(user)}
                  >
                    Segundo factor
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
