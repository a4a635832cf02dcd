// The profile's two forms: what they check before sending and the toasts they answer with.
import { newPasswordProblem } from "@rules/password-rules";

export interface ProfileValues {
  name: string;
  username: string;
}

export interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { current: "", next: "", confirm: "" };

export interface ToastText {
  title: string;
  description: string;
}

export const PASSWORD_MISMATCH: ToastText = { title: "Error", description: "Las contraseñas no coinciden." };
export const PASSWORD_CHANGED: ToastText = {
  title: "Contraseña actualizada",
  description: "Tu contraseña ha sido cambiada exitosamente.",
};
export const PROFILE_SAVED: ToastText = {
  title: "Perfil actualizado",
  description: "Tu información ha sido actualizada exitosamente.",
};

/** The button stays disabled until the three fields are filled. */
export function canSubmitPasswords(values: PasswordValues): boolean {
  return values.current !== "" && values.next !== "" && values.confirm !== "";
}

/** The error toast that stops a password change before it is sent, or null to send it. */
export function passwordFormProblem(values: PasswordValues): ToastText | null {
  if (values.next !== values.confirm) return PASSWORD_MISMATCH;
  const weak = newPasswordProblem(values.next);
  return weak ? { title: "Error", description: weak } : null;
}

/** The side card's initial: the first letter of the name, else of the username. */
export function initialOf(values: ProfileValues): string {
  const source = values.name.trim() || values.username.trim();
  return source ? source.charAt(0).toLocaleUpperCase("es") : "?";
}

/** The body sent to the server: trimmed values. */
export function profileUpdate(edited: ProfileValues): ProfileValues {
  return { name: edited.name.trim(), username: edited.username.trim() };
}

/** Saving needs both fields filled. */
export function canSaveProfile(edited: ProfileValues): boolean {
  const { name, username } = profileUpdate(edited);
  return name !== "" && username !== "";
}
