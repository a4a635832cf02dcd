// The 'Seguridad' switch's requirement, in a module of its own: the shell's prompt, which every
// screen's first download carries, shows it without the rest of the account-security messages.
export const SECOND_FACTOR_REQUIRED_OF_ADMINS =
  "El administrador exige la autenticación de dos factores a los administradores. Actívala en 'Mi Perfil' con tu aplicación de autenticación para seguir usando el sistema.";
