// The Spanish text of 'Autenticación de dos factores' in 'Mi Perfil'.
export const TWO_FACTOR_TEXT = {
  title: "Autenticación de dos factores",
  off: "La autenticación de dos factores no está activada. Al iniciar sesión solo se pide la contraseña.",
  on: "La autenticación de dos factores está activada: al iniciar sesión se pide el código de tu aplicación.",
  required:
    "El administrador exige la autenticación de dos factores a los administradores. Actívala ahora para seguir protegiendo la cuenta.",
  start: "Activar autenticación de dos factores",
  scan: "Escanea este código QR con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Authy…).",
  manualKey: "O escribe esta clave en la aplicación:",
  codeLabel: "Código de 6 dígitos",
  confirm: "Confirmar",
  cancel: "Cancelar",
  recoveryTitle: "Códigos de recuperación",
  recoveryIntro:
    "Guarda estos códigos en un lugar seguro. Cada uno sirve una sola vez para entrar si pierdes el teléfono. No se volverán a mostrar.",
  recoveryDone: "Ya los guardé",
  loading: "Cargando autenticación de dos factores...",
  loadFailed: "No se pudo cargar la autenticación de dos factores",
  enabledToast: "Autenticación de dos factores activada",
  codeMissing: "Escribe el código de 6 dígitos",
  disable: "Desactivar autenticación de dos factores",
  disableIntro:
    "Para desactivarla, escribe tu contraseña actual y un código de tu aplicación de autenticación (o uno de tus códigos de recuperación).",
  currentPasswordLabel: "Contraseña actual",
  disableCodeLabel: "Código de la aplicación o de recuperación",
  disableConfirm: "Desactivar",
  disableFieldsMissing: "Escribe tu contraseña actual y un código",
  disabledToast: "Autenticación de dos factores desactivada",
} as const;

export function recoveryCodesLeftText(left: number): string {
  return left === 1 ? "Te queda 1 código de recuperación." : `Te quedan ${left} códigos de recuperación.`;
}
