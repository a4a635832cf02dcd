// Spanish messages of account security: current-password checks, two-factor sign-in, usernames and
// password strength.
export const AUTH_MESSAGES = {
  tooManyPasswordChecks:
    "Demasiados intentos con la contraseña actual. Espera unos minutos e inténtalo de nuevo.",
} as const;
