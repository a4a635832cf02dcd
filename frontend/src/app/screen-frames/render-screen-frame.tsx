// A screen's first frame as static HTML, for the build (build/vite-screen-skeletons.ts), which runs
// this module in Node through Vite's SSR loader; the app's bundle never holds it. The frame is what
// the screen draws before any answer has come back (its heading, toolbar, search box, tabs and the
// loading state of its lists), once per role, since a role changes what a screen offers. It holds
// nobody's data: the signed-in user is a blank one with that role, and a screen that shows its
// user's own details draws its loading state instead. A screen that follows the shop's 'Modo
// mostrador' is drawn with it off (the specification's default) and, as <screen>.counter, with it
// on; the BFF picks by the shop's setting. A screen laid out otherwise on a phone (a table there
// is a list of cards) is drawn both ways, and the page's stylesheet shows the one for the width, at
// the shell's own breakpoint. The BFF sends the frame in the screen's HTML,
// so a phone on a slow network paints it as soon as the HTML arrives; React then replaces it.
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { SWRConfig, unstable_serialize } from "swr";
import { DEFAULT_SHOP_SETTINGS } from "@rules/shop-settings";
import type { Role, User } from "@/lib/api/types";
import { ForcedLayoutMode, type LayoutMode } from "@/lib/layout-mode";
import { SESSION_KEY } from "@/lib/session/use-current-user";
import { SHOP_SETTINGS_KEY } from "@/lib/shop-settings/use-shop-settings";
import { AppProviders } from "../providers";
import { loadScreen } from "../routes/lazy-pages";
import { SCREENS, type ScreenHeading } from "../screens";

/** A screen of the registry (app/screens.ts) whose heading is fixed, by its path. */
export type FramedScreen = string;

/** Every feature's fixed heading, by its module's path from frontend/src (build and tests only). */
const HEADING_MODULES = import.meta.glob<{ SCREEN_HEADING: ScreenHeading }>(
  "../../features/*/screen-heading.ts",
  {
    eager: true,
  },
);

/** The fixed heading of a screen of FRAMED_SCREENS, read from the module the registry names. */
export function headingOf(screen: FramedScreen): ScreenHeading {
  const feature = SCREENS.find((entry) => entry.path === screen)?.heading;
  const heading = feature && HEADING_MODULES[`../../features/${feature}/screen-heading.ts`]?.SCREEN_HEADING;
  if (!heading) throw new Error(`no heading module for the screen ${screen}`);
  return heading;
}

/** The screens that get an HTML page of their own: those whose heading is fixed. */
export const FRAMED_SCREENS: FramedScreen[] = SCREENS.filter((screen) => screen.heading).map(
  (screen) => screen.path,
);

/** Every role of the contract: a role added there fails the type check here until it is listed. */
const ROLES_DRAWN: Record<Role, true> = { admin: true, sales: true };
export const FRAME_ROLES = Object.keys(ROLES_DRAWN) as Role[];

/** Screens that draw one page or another by the shop's 'Modo mostrador'. */
export const COUNTER_MODE_SCREENS: ReadonlySet<FramedScreen> = new Set(["sales", "suppliers", "performance"]);

/** Screens whose first frame would be their user's own details. */
const SHOWS_ITS_USER: ReadonlySet<FramedScreen> = new Set(["profile"]);

function blankUser(role: Role): User {
  return { id: 0, name: "", username: "", email: "", role, active: true, created_at: "" };
}

/** The answers the frame is drawn with: the session's blank user, and the shop's mode where given. */
function knownAnswers(screen: FramedScreen, role: Role, counterMode?: boolean): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (!SHOWS_ITS_USER.has(screen)) answers[unstable_serialize(SESSION_KEY)] = blankUser(role);
  if (counterMode !== undefined) {
    answers[unstable_serialize(SHOP_SETTINGS_KEY)] = { ...DEFAULT_SHOP_SETTINGS, counterMode };
  }
  return answers;
}

/**
 * The comments React leaves for hydration (a resolved Suspense boundary's markers, the separator
 * between two adjacent texts), meaningless in a frame nobody hydrates.
 */
function withoutSuspenseMarkers(html: string): string {
  return html.replace(/<!--(\/?\$[!?]?| )-->/g, "");
}

/** `counterMode` only for the COUNTER_MODE_SCREENS; elsewhere the shop's settings are left unread. */
export async function renderScreenFrame(
  screen: FramedScreen,
  role: Role,
  counterMode?: boolean,
): Promise<string> {
  const Screen = await loadScreen(screen);
  // prerender waits for the parts a screen loads lazily (the counter with the mode on, say), as the
  // app would show them once loaded; the frame is static markup, never hydrated.
  const render = async (layout: LayoutMode) => {
    const { prelude } = await prerender(
      // An empty cache of its own, as a story has: the frame holds no answer.
      <AppProviders cacheProvider={() => new Map()}>
        <SWRConfig value={{ fallback: knownAnswers(screen, role, counterMode) }}>
          <ForcedLayoutMode mode={layout}>
            <MemoryRouter initialEntries={[`/${screen}`]}>
              <Screen />
            </MemoryRouter>
          </ForcedLayoutMode>
        </SWRConfig>
      </AppProviders>,
    );
    return withoutSuspenseMarkers(await new Response(prelude).text());
  };
  const phone = await render("phone");
  const desktop = await render("desktop");
  if (phone === desktop) return desktop;
  return `<div class="screen-frame-phone">${phone}</div><div class="screen-frame-desktop">${desktop}</div>`;
}
