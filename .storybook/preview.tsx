// Every story runs inside the app's providers with:
// - a fresh SWR cache (no data leaks from one story to the next);
// - a MemoryRouter at `parameters.route` (default "/");
// - the mocks: all handlers of mocks/, plus `parameters.msw.handlers` overrides, over a freshly
//   seeded in-memory database;
// - a session: `parameters.session` "admin" (default) | "sales" | null (signed out);
//   `parameters.previousSession: true` pretends a session was remembered (the guard's spinner);
// - the theme toolbar (`globals.theme`: "light" | "dark") and the viewport toolbar, whose "phone"
//   entry (`globals.viewport: { value: "phone" }`) also switches the shell to its phone layout.
import "@blueprintjs/core/lib/css/blueprint.css";
import "../frontend/src/app/styles/app.css";
import type { Decorator, Loader, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "../frontend/src/app/providers";
import { ForcedLayoutMode } from "../frontend/src/lib/layout-mode";
import { clearToasts } from "../frontend/src/components/toaster";
import {
  clearSessionFlags,
  PREVIOUS_SESSION_KEY,
  saveRememberedUsername,
} from "../frontend/src/lib/session/session-flags";
import { resetSessionLookup } from "../frontend/src/lib/session/session-lookup";
import { resetMockDb } from "../mocks/db";
import { loadPersistedSessions, loadPersistedUsers } from "../mocks/support/browser-state";
import { setFallbackSession } from "../mocks/session";

export type StorySession = "admin" | "sales" | null;

const USERNAME_OF: Record<"admin" | "sales", string> = { admin: "admin", sales: "vendedor" };

export const PHONE_VIEWPORT = "phone";

const viewports = {
  [PHONE_VIEWPORT]: {
    name: "Teléfono (375 px)",
    styles: { width: "375px", height: "740px" },
    type: "mobile",
  },
  tablet: { name: "Tableta (768 px)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Escritorio (1280 px)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

// A freshly loaded preview already holds a freshly seeded database; reseeding it again would cost
// a few hundred milliseconds per story in the story renderer. Later stories of the same document
// (switching stories in the UI) and leftovers of a reload (blocked users, sessions) do reseed.
let freshDocument = true;

async function resetMocksIfUsed(): Promise<void> {
  const leftovers = loadPersistedSessions().length > 0 || Object.keys(loadPersistedUsers()).length > 0;
  if (!freshDocument || leftovers) await resetMockDb();
  freshDocument = false;
}

const sessionLoader: Loader = async ({ parameters }) => {
  await resetMocksIfUsed();
  const session = (parameters.session === undefined ? "admin" : parameters.session) as StorySession;
  setFallbackSession(session ? USERNAME_OF[session] : null);
  clearSessionFlags();
  saveRememberedUsername("", false);
  if (parameters.previousSession === true) window.localStorage.setItem(PREVIOUS_SESSION_KEY, "true");
  resetSessionLookup();
  await clearToasts();
  return {};
};

const withApp: Decorator = (Story, context) => {
  const theme = context.globals.theme === "dark" ? "dark" : "light";
  const viewport = context.globals.viewport as { value?: string } | string | undefined;
  const viewportName = typeof viewport === "string" ? viewport : viewport?.value;
  const route = typeof context.parameters.route === "string" ? context.parameters.route : "/";
  return (
    // A new cache per rendered story: keyed by the story id so switching stories starts empty.
    <AppProviders key={context.id} cacheProvider={() => new Map()} forcedTheme={theme}>
      <ForcedLayoutMode mode={viewportName === PHONE_VIEWPORT ? "phone" : null}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </ForcedLayoutMode>
    </AppProviders>
  );
};

const preview: Preview = {
  loaders: [sessionLoader, mswLoader(startWorker)],
  decorators: [withApp],
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    session: "admin",
    route: "/",
  },
  globalTypes: {
    theme: {
      description: "Tema de la aplicación",
      toolbar: {
        title: "Tema",
        icon: "mirror",
        items: [
          { value: "light", title: "Claro" },
          { value: "dark", title: "Oscuro" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
};

async function startWorker() {
  const { worker } = await import("../mocks/browser");
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: "./mockServiceWorker.js" },
  });
  return worker;
}

export default preview;
