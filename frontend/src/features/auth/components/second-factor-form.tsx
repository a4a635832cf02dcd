// The second step of a sign-in with two-factor authentication: the six-digit code of the
// authenticator app (or a recovery code). The session exists only once the server accepts it.
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { ArrowLeft, Key } from "@blueprintjs/icons";
import { useState, type FormEvent } from "react";

export interface SecondFactorFormProps {
  pending: boolean;
  /** The server's refusal of the last code, in Spanish. */
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

export function SecondFactorForm({ pending, error, onSubmit, onBack }: SecondFactorFormProps) {
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(code);
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h2 className="login-step-title">Verificación en dos pasos</h2>
      <p className="login-step-help">
        Introduce el código de 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de
        recuperación.
      </p>
      <FormGroup label="Código de verificación" labelFor="login-code">
        <InputGroup
          id="login-code"
          name="code"
          size="large"
          autoFocus
          autoComplete="one-time-code"
          leftIcon={<Key />}
          placeholder="123456"
          value={code}
          onValueChange={setCode}
          intent={error ? "danger" : "none"}
        />
      </FormGroup>
      {error ? (
        <Callout intent="danger" role="alert" className="login-step-error">
          {error}
        </Callout>
      ) : null}
      <Button type="submit" intent="primary" size="large" fill disabled={pending}>
        {pending ? "Verificando..." : "Verificar"}
      </Button>
      <Button variant="minimal" icon={<ArrowLeft />} text="Volver" onClick={onBack} disabled={pending} />
    </form>
  );
}
