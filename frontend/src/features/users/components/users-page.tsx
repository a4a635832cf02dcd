// /users: staff accounts (Administrador only; the server refuses anyone else with 403, and a
// Vendedor sees a no-permission state instead of a table).
import { Button, Card } from "@blueprintjs/core";
import { NewPerson } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { SearchBox } from "@/components/search-box";
import { toast } from "@/components/toaster";
import { ApiError, errorMessage } from "@/lib/api/errors";
import type { User } from "@/lib/api/types";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useResetTwoFactor } from "../api/use-reset-two-factor";
import { useToggleUserActive } from "../api/use-toggle-user-active";
import { useUsers } from "../api/use-users";
import { countUsers, filterUsers, usersLoadErrorTitle } from "../lib/user-display";
import { ChangePasswordDialog } from "./change-password-dialog";
import { CreateUserDialog } from "./create-user-dialog";
import { NoPermission } from "./no-permission";
import { UsersTable } from "./users-table";
import "./users.css";

export function UsersPage() {
  const { user: me, isLoading: sessionLoading } = useCurrentUser();
  const allowed = isAdmin(me);
  const query = useUsers(allowed);
  const toggle = useToggleUserActive();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  // The account stays named while the alert closes; `resetOpen` alone opens and closes it.
  const [resetFor, setResetFor] = useState<User | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const resetTwoFactor = useResetTwoFactor();

  async function confirmReset(): Promise<boolean> {
    if (!resetFor) return true;
    try {
      await resetTwoFactor(resetFor.id);
      void toast.success(
        "Segundo factor restablecido",
        `${resetFor.name} entrará solo con su contraseña hasta que vuelva a activarlo.`,
      );
      return true;
    } catch (error) {
      void toast.error("Error", `No se pudo restablecer el segundo factor: ${errorMessage(error)}`);
      return false;
    }
  }

  const users = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(() => filterUsers(users, search), [users, search]);
  const counts = countUsers(users);
  const forbidden =
    (!sessionLoading && !allowed) || (query.error instanceof ApiError && query.error.status === 403);
  const loadError = !query.data && query.error;

  async function toggleUser(user: User) {
    setTogglingId(user.id);
    try {
      const updated = await toggle(user.id);
      const active = updated?.active ?? !user.active;
      void (active
        ? toast.success("Usuario desbloqueado", "El usuario ha sido desbloqueado exitosamente.")
        : toast.success("Usuario bloqueado", "El usuario ha sido bloqueado exitosamente."));
    } catch (error) {
      void toast.error("Error", `Error al cambiar el estado del usuario: ${errorMessage(error)}`);
    } finally {
      setTogglingId(null);
    }
  }

  if (forbidden) {
    return (
      <div className="users-page">
        <PageHeader {...SCREEN_HEADING} />
        <NoPermission />
      </div>
    );
  }

  return (
    <div className="users-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          <Button intent="primary" icon={<NewPerson />} onClick={() => setCreating(true)}>
            Nuevo Usuario
          </Button>
        }
      />
      <div className="users-stats">
        <Card className="users-stat" role="group" aria-label="Total de Usuarios">
          <span className="users-stat-label">Total de Usuarios</span>
          <span className="users-stat-value">{query.data ? counts.total : "—"}</span>
        </Card>
        <Card className="users-stat" role="group" aria-label="Administradores">
          <span className="users-stat-label">Administradores</span>
          <span className="users-stat-value">{query.data ? counts.admins : "—"}</span>
        </Card>
      </div>
      <SearchBox
        className="users-search"
        value={search}
        onChange={setSearch}
        placeholder="Buscar usuarios por nombre, email o rol..."
        label="Buscar usuarios"
      />
      <Card className="users-list">
        <AsyncState
          loading={sessionLoading || query.isLoading}
          loadingText="Cargando usuarios..."
          error={loadError}
          errorTitle={loadError ? usersLoadErrorTitle(loadError) : undefined}
          errorDescription="Intente nuevamente."
          onRetry={() => void query.mutate()}
          empty={shown.length === 0}
          emptyTitle={search.trim() ? "No se encontraron usuarios" : "No hay usuarios registrados"}
          emptyAction={
            search.trim() ? <Button onClick={() => setSearch("")}>Limpiar búsqueda</Button> : undefined
          }
        >
          <UsersTable
            users={shown}
            togglingId={togglingId}
            onToggle={(user) => void toggleUser(user)}
            onChangePassword={setPasswordFor}
            currentUserId={me?.id ?? null}
            onResetTwoFactor={(user) => {
              setResetFor(user);
              setResetOpen(true);
            }}
          />
        </AsyncState>
      </Card>
      <CreateUserDialog isOpen={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteAlert
        isOpen={resetOpen}
        title="Restablecer segundo factor"
        confirmText="Restablecer"
        onConfirm={confirmReset}
        onClose={() => setResetOpen(false)}
      >
        {resetFor
          ? `${resetFor.name} podrá entrar solo con su contraseña y tendrá que volver a activar la autenticación de dos factores en 'Mi Perfil'. Usa esto si perdió su teléfono.`
          : null}
      </ConfirmDeleteAlert>
      <ChangePasswordDialog
        user={passwordFor}
        currentUserId={me?.id ?? null}
        onClose={() => setPasswordFor(null)}
      />
    </div>
  );
}
