// Password tab: current (with show/hide), new and confirmation. Nothing is sent: a match only
// shows a success toast, a mismatch 'Error' / 'Las contraseñas no coinciden.'.
import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { EyeOff, EyeOpen, Key } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { toast } from "@/components/toaster";
import {
  EMPTY_PASSWORDS,
  canSubmitPasswords,
  passwordChangeResult,
  type PasswordValues,
} from "../lib/profile-forms";

export function ProfilePasswordTab() {
  const id = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [showCurrent, setShowCurrent] = useState(false);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = passwordChangeResult(values);
    if (!result.ok) {
      void toast.error(result.toast.title, result.toast.description);
      return;
    }
    void toast.success(result.toast.title, result.toast.description);
    setValues(EMPTY_PASSWORDS);
    setShowCurrent(false);
  }

  const field = (key: keyof PasswordValues) => ({
    id: `${id}-${key}`,
    value: values[key],
    autoComplete: key === "current" ? "current-password" : "new-password",
    onValueChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
  });

  return (
    <form className="prof-form" onSubmit={submit}>
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
          disabled={!canSubmitPasswords(values)}
        />
      </div>
    </form>
  );
}
