// 'Cerrar sesión': tell the server, end the local session whatever it answers, go to /auth.
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/toaster";
import { errorMessage } from "../api/errors";
import { requestLogout, useSessionActions } from "./use-session-actions";

export function useLogout(): () => Promise<void> {
  const { signedOut } = useSessionActions();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await requestLogout();
    } catch (error) {
      void toast.error("Error al cerrar sesión", errorMessage(error));
    }
    await signedOut();
    navigate("/auth", { replace: true });
  }, [navigate, signedOut]);
}
