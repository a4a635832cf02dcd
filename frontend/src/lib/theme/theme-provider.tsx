// Holds the theme preference for the whole app and keeps <body> in step with it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  saveThemePreference,
  systemPrefersDark,
  watchSystemTheme,
  type ResolvedTheme,
  type ThemePreference,
} from "./theme";

interface ThemeContextValue {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /** Storybook forces a theme from its toolbar; the app reads the stored choice. */
  forced?: ThemePreference;
}

export function ThemeProvider({ children, forced }: ThemeProviderProps) {
  const [stored, setStored] = useState<ThemePreference>(() => readThemePreference());
  const [prefersDark, setPrefersDark] = useState(() => systemPrefersDark());
  const preference = forced ?? stored;
  const resolved = resolveTheme(preference, prefersDark);

  useEffect(() => watchSystemTheme(() => setPrefersDark(systemPrefersDark())), []);
  useEffect(() => applyTheme(resolved), [resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    saveThemePreference(next);
    setStored(next);
  }, []);

  const value = useMemo(
    () => ({ preference, resolved, setPreference }),
    [preference, resolved, setPreference],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs a ThemeProvider");
  return value;
}
