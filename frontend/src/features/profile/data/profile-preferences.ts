// The profile's settings tab starts from these toggles, used by the screen, its
// stories and tests. Local only: nothing is saved.
export interface ProfilePreferences {
  notifications: boolean;
  emails: boolean;
  darkMode: boolean;
}

export const DEFAULT_PROFILE_PREFERENCES: ProfilePreferences = {
  notifications: true,
  emails: false,
  darkMode: true,
};

export const PREFERENCE_ITEMS: readonly {
  key: keyof ProfilePreferences;
  label: string;
  description: string;
}[] = [
  {
    key: "notifications",
    label: "Notificaciones",
    description: "Recibir notificaciones dentro de la aplicación",
  },
  { key: "emails", label: "Correos electrónicos", description: "Recibir avisos y resúmenes por correo" },
  { key: "darkMode", label: "Modo oscuro", description: "Usar colores oscuros en la interfaz" },
];
