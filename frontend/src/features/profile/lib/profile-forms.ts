// The profile's two forms. Nothing is sent anywhere: saving only tells the user with a toast.

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

/** The toast a password change answers with: the mismatch error, or the success. */
export function passwordChangeResult(values: PasswordValues): { ok: boolean; toast: ToastText } {
  return values.next === values.confirm
    ? { ok: true, toast: PASSWORD_CHANGED }
    : { ok: false, toast: PASSWORD_MISMATCH };
}

/** The side card's initial: the first letter of the name, else of the username. */
export function initialOf(values: ProfileValues): string {
  const source = values.name.trim() || values.username.trim();
  return source ? source.charAt(0).toLocaleUpperCase("es") : "?";
}

/** Trimmed values; a blank field keeps what was there before. */
export function savedProfile(edited: ProfileValues, previous: ProfileValues): ProfileValues {
  return {
    name: edited.name.trim() || previous.name,
    username: edited.username.trim() || previous.username,
  };
}
