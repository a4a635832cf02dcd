// POST /api/login with its rules: empty fields are refused locally
// (nothing is sent), the username is remembered or forgotten, and the session cache is filled
// with the answer so the guard lets the user straight into /dashboard.
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/toaster";
import { apiClient } from "@/lib/api/client";
import { errorMessage } from "@/lib/api/errors";
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
        const { data: user } = await apiClient.POST("/api/login", { body: { username: name, password } });
        if (!user) throw new Error("respuesta vacía");
        await signedIn(user);
        void toast.success("Inicio de sesión exitoso", "Bienvenido de vuelta.");
        navigate("/dashboard", { replace: true });
      } catch (error) {
        void toast.error("Error de inicio de sesión", errorMessage(error));
      } finally {
        setPending(false);
      }
    },
    [navigate, signedIn],
  );

  return { login, pending };
}
