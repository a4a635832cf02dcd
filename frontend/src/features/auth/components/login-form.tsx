// The sign-in form: username or email, password with show/hide, 'Recordar usuario'.
import { Button, Checkbox, FormGroup, InputGroup } from "@blueprintjs/core";
import { EyeOff, EyeOpen, LogIn, Lock, User } from "@blueprintjs/icons";
import { useState, type FormEvent } from "react";
import { rememberedUsername } from "@/lib/session/session-flags";
import type { LoginInput } from "../api/use-login";

export interface LoginFormProps {
  pending: boolean;
  onSubmit: (input: LoginInput) => void;
}

export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState(() => rememberedUsername());
  const [remember, setRemember] = useState(() => rememberedUsername() !== "");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit({ username, password, remember });
  };

  // The browser's own "required" check would hide the specification's validation toast.
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <FormGroup label="Usuario o correo electrónico" labelFor="login-username">
        <InputGroup
          id="login-username"
          name="username"
          size="large"
          autoComplete="username"
          autoFocus={username === ""}
          leftIcon={<User />}
          placeholder="usuario o correo@ejemplo.com"
          value={username}
          onValueChange={setUsername}
        />
      </FormGroup>
      <FormGroup label="Contraseña" labelFor="login-password" helperText="Al menos 3 caracteres">
        <InputGroup
          id="login-password"
          name="password"
          size="large"
          type={showPassword ? "text" : "password"}
          autoComplete="current-password"
          autoFocus={username !== ""}
          leftIcon={<Lock />}
          placeholder="••••••••"
          value={password}
          onValueChange={setPassword}
          rightElement={
            <Button
              variant="minimal"
              aria-label={showPassword ? "Ocultar contraseña" : "Mostrar contraseña"}
              aria-pressed={showPassword}
              icon={showPassword ? <EyeOff /> : <EyeOpen />}
              onClick={() => setShowPassword((shown) => !shown)}
            />
          }
        />
      </FormGroup>
      <Checkbox
        label="Recordar usuario"
        checked={remember}
        onChange={(event) => setRemember(event.currentTarget.checked)}
      />
      <Button type="submit" intent="primary" size="large" fill disabled={pending} endIcon={<LogIn />}>
        {pending ? "Iniciando sesión..." : "Iniciar Sesión"}
      </Button>
    </form>
  );
}
