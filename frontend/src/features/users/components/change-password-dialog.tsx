// 'Cambiar Contraseña' for one account. An Administrador resetting someone else's password needs
// only the new one twice (the server does not ask for the old one); changing one's own password
// also asks for the current one. The button stays disabled until every field shown is filled.
import { Button, Classes } from "@blueprintjs/core";
import { useState, type FormEvent } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { User } from "@/lib/api/types";
import { useChangePassword } from "@/lib/session/use-change-password";
import { UserField } from "./user-field";

export interface ChangePasswordDialogProps {
  /** The account whose password changes; null keeps the dialog closed. */
  user: User | null;
  /** The signed-in user's id: for their own account the current password is asked too. */
  currentUserId: number | null;
  onClose: () => void;
}

const EMPTY = { current: "", next: "", confirm: "" };

export function ChangePasswordDialog({ user, currentUserId, onClose }: ChangePasswordDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const changePassword = useChangePassword();
  const own = user !== null && user.id === currentUserId;
  const complete = values.next !== "" && values.confirm !== "" && (!own || values.current !== "");

  function close() {
    setValues(EMPTY);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user || !complete) return;
    if (values.next !== values.confirm) {
      void toast.error("Error de validación", "Las contraseñas no coinciden");
      return;
    }
    setSaving(true);
    try {
      await changePassword(user.id, {
        newPassword: values.next,
        ...(own ? { currentPassword: values.current } : {}),
      });
      void toast.success("Contraseña actualizada", "La contraseña ha sido actualizada exitosamente.");
      close();
    } catch (error) {
      void toast.error("Error", `Error al cambiar contraseña: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog isOpen={user !== null} onClose={close} title="Cambiar Contraseña" className="users-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={Classes.DIALOG_BODY}>
          <p className="users-dialog-for">
            Usuario: <strong>{user?.name}</strong>
          </p>
          {own ? (
            <UserField
              label="Contraseña actual"
              type="password"
              value={values.current}
              onChange={(current) => setValues((v) => ({ ...v, current }))}
              autoComplete="current-password"
            />
          ) : null}
          <UserField
            label="Nueva contraseña"
            type="password"
            value={values.next}
            onChange={(next) => setValues((v) => ({ ...v, next }))}
            hint="Al menos 8 caracteres"
            autoComplete="new-password"
            autoFocus={!own}
          />
          <UserField
            label="Confirmar contraseña"
            type="password"
            value={values.confirm}
            onChange={(confirm) => setValues((v) => ({ ...v, confirm }))}
            autoComplete="new-password"
          />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={close} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" intent="primary" disabled={!complete} loading={saving}>
              Cambiar Contraseña
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
