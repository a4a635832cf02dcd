// When the shop requires a second factor of Administradores ('Configuración' → 'Seguridad'), an
// Administrador without one is asked to enrol right after sign-in, on every screen but 'Mi Perfil'
// (where the enrolment is).
import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { Key } from "@blueprintjs/icons";
import { useNavigate } from "react-router-dom";
import { SECOND_FACTOR_REQUIRED_OF_ADMINS } from "@rules/second-factor-required";
import type { User } from "@contract/types";
import { useTwoFactorStatus } from "@/lib/session/use-two-factor-status";

export function TwoFactorRequiredPrompt({ user, pathname }: { user: User; pathname: string }) {
  const navigate = useNavigate();
  const { data } = useTwoFactorStatus(user);
  const open = Boolean(data?.required && !data.enabled) && pathname !== "/profile";
  return (
    <Dialog
      isOpen={open}
      title="Activa la autenticación de dos factores"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>{SECOND_FACTOR_REQUIRED_OF_ADMINS}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button
            intent="primary"
            icon={<Key />}
            text="Activar ahora"
            onClick={() => navigate("/profile?tab=password")}
          />
        }
      />
    </Dialog>
  );
}
