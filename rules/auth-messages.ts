// Spanish messages of account security: current-password checks, two-factor sign-in, usernames and
// password strength.
import { SECOND_FACTOR_REQUIRED_OF_ADMINS } from "./second-factor-required";

export const AUTH_MESSAGES = {
  tooManyPasswordChecks:
    "Demasiados intentos con la contraseña actual. Espera unos minutos e inténtalo de nuevo.",
  secondFactorNeeded: "Introduce el código de 6 dígitos de tu aplicación de autenticación",
  secondFactorWrong: "El código no es correcto o ya se usó",
  secondFactorUnreadable:
    "Este servidor no puede leer tu segundo factor (los datos se restauraron de otro equipo). Entra con uno de tus códigos de recuperación y vuelve a activar la autenticación de dos factores.",
  signInChallengeExpired: "El inicio de sesión caducó. Vuelve a introducir tu usuario y contraseña.",
  twoFactorAlreadyOn: "La autenticación de dos factores ya está activada",
  twoFactorNotStarted: "Primero genera el código QR para tu aplicación",
  twoFactorEnrolCodeWrong: "El código no es correcto. Revisa la hora del teléfono e inténtalo de nuevo.",
  secondFactorRequiredOfAdmins: SECOND_FACTOR_REQUIRED_OF_ADMINS,
  twoFactorNotOn: "La autenticación de dos factores no está activada",
  twoFactorRequiredCannotDisable:
    "El administrador exige la autenticación de dos factores a los administradores: no puedes desactivarla",
  cannotResetOwnTwoFactor: "Otro administrador debe restablecer tu segundo factor",
  usernameScript:
    "El nombre de usuario solo puede tener letras del alfabeto latino (sin letras cirílicas, griegas ni de otras escrituras)",
  passwordGuessable:
    "La contraseña es fácil de adivinar: evita repeticiones, secuencias, tu nombre, tu usuario, tu correo o el nombre del negocio",
  passwordSameAsOld: "La nueva contraseña debe ser distinta de la actual",
} as const;
