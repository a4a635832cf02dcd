// POST /api/login with its rules: empty fields are refused locally
// (nothing is sent), the username is remembered or forgotten, and the session cache is filled
// with the answer so the guard lets the user straight into /dashboard. An account with a second
// factor answers a challenge instead: the page then asks for the six-digit code
// (POST /api/login/second-factor), and only that answer signs in.
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { User } from "@contract/types";
import { AUTH_MESSAGES } from "@rules/auth-messages";
import { toast } from "@/components/toaster";
import { apiClient } from "@/lib/api/client";
import { ApiError, errorMessage } from "@/lib/api/errors";
import { saveRememberedUsername } from "@/lib/session/session-flags";
import { useSessionActions } from "@/lib/session/use-session-actions";

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
}

export function useLogin() {
  const { signedIn } = useSessionActions();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  /** The open second step: the server's challenge, until the code is right or the step is left. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const enter = useCallback(
    async (user: User) => {
      await signedIn(user);
      void toast.success("Inicio de sesión exitoso", "Bienvenido de vuelta.");
      navigate("/dashboard", { replace: true });
    },
    [navigate, signedIn],
  );

  const login = useCallback(
    async ({ username, password, remember }: LoginInput) => {
      const name = username.trim();
      if (!name || !password) {
        void toast.error("Error de validación", "Por favor completa todos los campos");
        return;
      }
      saveRememberedUsername(name, remember);
      setPending(true);
      try {
        const { data } = await apiClient.POST("/api/login", { body: { username: name, password } });
        if (!data) throw new Error("respuesta vacía");
        if ("challenge" in data) {
          setCodeError(null);
          setChallenge(data.challenge);
          return;
        }
        await enter(data);
      } catch (error) {
        void toast.error("Error de inicio de sesión", errorMessage(error));
      } finally {
        setPending(false);
      }
    },
    [enter],
  );

  const submitCode = useCallback(
    async (code: string) => {
      if (!challenge) return;
      const typed = code.trim();
      if (!typed) {
        setCodeError("Escribe el código de 6 dígitos");
        return;
      }
      setPending(true);
      try {
        const { data: user } = await apiClient.POST("/api/login/second-factor", {
          body: { challenge, code: typed },
        });
        if (!user) throw new Error("respuesta vacía");
        setChallenge(null);
        await enter(user);
      } catch (error) {
        setCodeError(errorMessage(error));
        // An expired or unknown challenge cannot be answered again: back to the password.
        if (error instanceof ApiError && error.message === AUTH_MESSAGES.signInChallengeExpired)
          setChallenge(null);
      } finally {
        setPending(false);
      }
    },
    [challenge, enter],
  );

  const cancelCode = useCallback(() => {
    setChallenge(null);
    setCodeError(null);
  }, []);

  return { login, pending, challenge, submitCode, codeError, cancelCode };
}
