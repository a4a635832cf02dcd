// Turning one's own second factor off: the current password and a code of the app (or a recovery
// code) prove it is the owner. TwoFactorPanel shows it; ProfileTwoFactorSection sends it.
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { useState, type FormEvent } from "react";
import { TWO_FACTOR_TEXT as T } from "../lib/two-factor-text";

export interface TwoFactorDisableFormProps {
  pending: boolean;
  /** The last refusal (a wrong password or code), shown under the fields. */
  error: string | null;
  onDisable: (currentPassword: string, code: string) => void;
  onCancel: () => void;
}

export function TwoFactorDisableForm({ pending, error, onDisable, onCancel }: TwoFactorDisableFormProps) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onDisable(password, code);
  };
  return (
    <form className="prof-2fa-disable" onSubmit={submit} noValidate>
      <p>{T.disableIntro}</p>
      <FormGroup label={T.currentPasswordLabel} labelFor="prof-2fa-off-password">
        <InputGroup
          id="prof-2fa-off-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
      </FormGroup>
      <FormGroup label={T.disableCodeLabel} labelFor="prof-2fa-off-code">
        <InputGroup
          id="prof-2fa-off-code"
          autoComplete="one-time-code"
          maxLength={40}
          value={code}
          onValueChange={setCode}
          intent={error ? "danger" : "none"}
        />
      </FormGroup>
      {error ? (
        <Callout intent="danger" role="alert" className="prof-2fa-error">
          {error}
        </Callout>
      ) : null}
      <div className="prof-actions">
        <Button text={T.cancel} variant="outlined" onClick={onCancel} disabled={pending} />
        <Button type="submit" intent="danger" text={T.disableConfirm} disabled={pending} />
      </div>
    </form>
  );
}
