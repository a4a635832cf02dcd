// App-wide providers: SWR with the specification's fetching defaults, the theme and Blueprint's
// overlay and portal contexts. Storybook wraps stories with the same pieces (fresh cache each).
import { OverlaysProvider, PortalProvider } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { SWRConfig, mutate, type Cache, type SWRConfiguration } from "swr";
import { isUnauthorized } from "../lib/api/errors";
import { SwrMutateBinder } from "../lib/api/swr-mutate-binder";
import { swrDefaults } from "../lib/api/swr-defaults";
import { markSessionEnded } from "../lib/session/session-flags";
import { recordSessionUser } from "../lib/session/session-lookup";
import { SESSION_KEY } from "../lib/session/use-current-user";
import { ThemeProvider } from "../lib/theme/theme-provider";
import type { ThemePreference } from "../lib/theme/theme";

export interface AppProvidersProps {
  children: ReactNode;
  /** Storybook gives each story its own empty cache. */
  cacheProvider?: () => Cache;
  /** Storybook's theme toolbar. */
  forcedTheme?: ThemePreference;
}

export function AppProviders({ children, cacheProvider, forcedTheme }: AppProvidersProps) {
  const config: SWRConfiguration = {
    ...swrDefaults,
    ...(cacheProvider ? { provider: cacheProvider } : {}),
    // A 401 on any query means the server ended the session: forget it so the guard sends the
    // user to /auth (userLoggedOut is set on a 401).
    onError: (error: unknown) => {
      if (!isUnauthorized(error)) return;
      markSessionEnded();
      recordSessionUser(null);
      if (!cacheProvider) void mutate(SESSION_KEY, null, { revalidate: false });
    },
  };
  return (
    <SWRConfig value={config}>
      <SwrMutateBinder />
      <ThemeProvider forced={forcedTheme}>
        {/* BlueprintProvider without its HotkeysProvider: the app registers no hotkeys, and that
            provider brings Blueprint's hotkeys dialog into the first download. */}
        <OverlaysProvider>
          <PortalProvider>{children}</PortalProvider>
        </OverlaysProvider>
      </ThemeProvider>
    </SWRConfig>
  );
}
