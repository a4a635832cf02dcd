// The profile's tab lives in the URL (?tab=profile|password|settings); anything else is 'profile'.
export type ProfileTab = "profile" | "password" | "settings";

export const PROFILE_TABS: readonly { id: ProfileTab; label: string }[] = [
  { id: "profile", label: "Perfil" },
  { id: "password", label: "Contraseña" },
  { id: "settings", label: "Configuración" },
];

export function parseProfileTab(value: string | null | undefined): ProfileTab {
  return PROFILE_TABS.some((tab) => tab.id === value) ? (value as ProfileTab) : "profile";
}

/** The search string with the tab set, keeping any other parameter. */
export function withProfileTab(search: URLSearchParams, tab: ProfileTab): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set("tab", tab);
  return next;
}
