// /auth: the only public screen. There is no self-registration.
import { Card } from "@blueprintjs/core";
import { useLogin } from "../api/use-login";
import { LoginForm } from "./login-form";
import { SecondFactorForm } from "./second-factor-form";

export function LoginPage() {
  const { login, pending, challenge, submitCode, codeError, cancelCode } = useLogin();
  return (
    <main className="login-page">
      <Card className="login-card glass-card" elevation={3}>
        <div className="login-brand">
          <img src="/favicon.svg" alt="" width={48} height={48} />
          <div>
            <h1 className="login-title">WolfTracker</h1>
            <p className="login-subtitle">Ingresa tus credenciales para acceder al sistema</p>
          </div>
        </div>
        {challenge ? (
          <SecondFactorForm
            pending={pending}
            error={codeError}
            onSubmit={(code) => void submitCode(code)}
            onBack={cancelCode}
          />
        ) : (
          <LoginForm pending={pending} onSubmit={(input) => void login(input)} />
        )}
        <p className="login-footer">Necesitas una cuenta? Contacta al administrador</p>
      </Card>
    </main>
  );
}
