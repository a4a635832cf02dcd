// A screen's first frame as static HTML, for the build (build/vite-screen-skeletons.ts), which runs
// this module in Node through Vite's SSR loader; the app's bundle never holds it. The frame is what
// the screen draws before any answer has come back (its heading, toolbar, search box, tabs and the
// loading state of its lists), once per role, since a role changes what a screen offers. It holds
// nobody's data: the signed-in user is a blank one with that role, and a screen that shows its
// user's own details draws its loading state instead. The BFF sends the frame in the screen's HTML,
// so a phone on a slow network paints it as soon as the HTML arrives; React then replaces it.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { SWRConfig, unstable_serialize } from "swr";
import type { Role, User } from "@/lib/api/types";
import { SCREEN_HEADINGS, type ScreenWithHeading } from "@/lib/screen-headings";
import { SESSION_KEY } from "@/lib/session/use-current-user";
import { AppProviders } from "../providers";
import { loadScreen } from "../routes/lazy-pages";

/** The screens that get an HTML page of their own: those whose heading is fixed. */
export const FRAMED_SCREENS = Object.keys(SCREEN_HEADINGS) as ScreenWithHeading[];

export const FRAME_ROLES = ["admin", "sales"] as const satisfies readonly Role[];

/** Screens whose first frame would be their user's own details. */
const SHOWS_ITS_USER: ReadonlySet<ScreenWithHeading> = new Set(["profile"]);

function blankUser(role: Role): User {
  return { id: 0, name: "", username: "", email: "", role, active: true, created_at: "" };
}

export async function renderScreenFrame(screen: ScreenWithHeading, role: Role): Promise<string> {
  const Screen = await loadScreen(screen);
  const session = SHOWS_ITS_USER.has(screen) ? {} : { [unstable_serialize(SESSION_KEY)]: blankUser(role) };
  return renderToStaticMarkup(
    // An empty cache of its own, as a story has: the frame holds no answer.
    <AppProviders cacheProvider={() => new Map()}>
      <SWRConfig value={{ fallback: session }}>
        <MemoryRouter initialEntries={[`/${screen}`]}>
          <Screen />
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  );
}
