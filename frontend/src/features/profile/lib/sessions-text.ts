// The words of 'Sesiones activas' in 'Mi Perfil'.

export const SESSIONS_TEXT = {
  title: "Sesiones activas",
  loading: "Cargando sesiones...",
  loadFailed: "Error al cargar las sesiones",
  empty: "No hay sesiones activas",
  current: "Esta sesión",
  noOthers: "No tienes otras sesiones abiertas.",
  endOthers: "Cerrar las demás sesiones",
  confirm: "Cerrar sesiones",
  endedTitle: "Sesiones cerradas",
  endedDescription: "Se cerraron las demás sesiones. Esta sesión sigue abierta.",
  endFailed: "Error al cerrar las sesiones",
} as const;

/** The confirmation's question, counting the sessions that will end. */
export function otherSessionsQuestion(count: number): string {
  if (count === 1)
    return "¿Cerrar la otra sesión abierta? Quien la esté usando tendrá que iniciar sesión de nuevo.";
  return `¿Cerrar las otras ${count} sesiones abiertas? Quien las esté usando tendrá que iniciar sesión de nuevo.`;
}
