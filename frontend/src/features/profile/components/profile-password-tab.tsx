// Password tab: current (with show/hide), new and confirmation. A mismatch answers 'Error' / 'Las
// contraseñas no coinciden.' without sending; otherwise the server checks the current password,
// stores the new one and ends this account's other sessions (this one goes on).
import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { EyeOff, EyeOpen, Key } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { useChangePassword } from "@/lib/session/use-change-password";
import {
  EMPTY_PASSWORDS,
  PASSWORD_CHANGED,
  canSubmitPasswords,
  passwordFormProblem,
  type PasswordValues,
} from "../lib/profile-forms";

export function ProfilePasswordTab({ userId }: { userId: number }) {
  const id = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [showCurrent, setShowCurrent] = useState(false);
  const [saving, setSaving] = useState(false);
  const changePassword = useChangePassword();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = passwordFormProblem(values);
    if (problem) {
      void toast.error(problem.title, problem.description);
      return;
    }
    setSaving(true);
    try {
      await changePassword(userId, { currentPassword: values.current, newPassword: values.next });
      void toast.success(PASSWORD_CHANGED.title, PASSWORD_CHANGED.description);
      setValues(EMPTY_PASSWORDS);
      setShowCurrent(false);
    } catch (error) {
      void toast.error("Error", `Error al cambiar contraseña: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof PasswordValues) => ({
    id: `${id}-${key}`,
    value: values[key],
    autoComplete: key === "current" ? "current-password" : "new-password",
    onValueChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
  });

  return (
    <form className="prof-form" onSubmit={(event) => void submit(event)}>
      <h3 className="prof-section-title">Cambiar contraseña</h3>
      <FormGroup label="Contraseña actual" labelFor={`${id}-current`}>
        <InputGroup
          {...field("current")}
          type={showCurrent ? "text" : "password"}
          rightElement={
            <Button
              variant="minimal"
              icon={showCurrent ? <EyeOff /> : <EyeOpen />}
              aria-label={showCurrent ? "Ocultar contraseña" : "Mostrar contraseña"}
              aria-pressed={showCurrent}
              onClick={() => setShowCurrent((shown) => !shown)}
            />
          }
        />
      </FormGroup>
      <FormGroup label="Nueva contraseña" labelFor={`${id}-next`}>
        <InputGroup {...field("next")} type="password" />
      </FormGroup>
      <FormGroup label="Confirmar nueva contraseña" labelFor={`${id}-confirm`}>
        <InputGroup {...field("confirm")} type="password" />
      </FormGroup>
      <div className="prof-actions">
        <Button
          type="submit"
          intent="primary"
          icon={<Key />}
          text="Actualizar contraseña"
          loading={saving}
          disabled={!canSubmitPasswords(values)}
        />
      </div>
    </form>
  );
}
