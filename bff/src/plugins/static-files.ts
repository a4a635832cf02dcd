// Uploaded images at /uploads/ (uploads-route.ts), the front end's production build at /, and the 404 answer:
// JSON for the API, index.html for the client-side routes of the single-page app (or, signed in, the
// copy of it for the user's role and the screen, with the screen's first frame in place).
// The build's files go out precompressed (the .br / .gz twins vite.config.ts writes), hashed
// assets/ for a year as immutable, everything else (index.html first) revalidated on every use.
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { registerUploadsRoute } from "./uploads-route";
import { COUNTER_MODE_PAGE_SUFFIX, SCREEN_SKELETON_DIR } from "../../../build/screen-skeleton-dir";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    uploadsDir: string;
    frontendDist: string | null;
    /** Whether the shop is in 'Modo mostrador' (a screen may have a page of its own for it). */
    counterMode?: () => Promise<boolean>;
  },
): Promise<void> {
  mkdirSync(options.uploadsDir, { recursive: true });
  registerUploadsRoute(app, options.uploadsDir);

  const dist = options.frontendDist ? resolve(options.frontendDist) : null;
  const serveFrontend = dist !== null && existsSync(join(dist, "index.html"));
  if (serveFrontend) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: "/",
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // The mock mode's service worker is never served by a real server, even from an old build.
      allowedPath: (path) => !path.endsWith(MOCK_WORKER),
      setHeaders: (reply, path) => {
        reply.header("Cache-Control", isHashedAsset(dist, path) ? IMMUTABLE : "no-cache");
      },
    });
  }

  const screensWithPage = serveFrontend ? screenPages(dist as string) : new Map<string, Set<string>>();
  const counterMode = options.counterMode ?? (async () => false);
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await appPageFile(request, screensWithPage, counterMode);
    return reply.header("Cache-Control", "no-cache").sendFile(file, dist as string);
  };
  // "/" is the dashboard's route: its page is chosen like any other client route's.
  if (serveFrontend) app.get("/", async (request, reply) => sendAppPage(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    if (serveFrontend && wantsAppPage(request)) return sendAppPage(request, reply);
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}

const MOCK_WORKER = "mockServiceWorker.js";

/** Vite names every file under assets/ after a hash of its content: a new build, a new name. */
function isHashedAsset(dist: string, path: string): boolean {
  return path.startsWith(join(dist, "assets", sep));
}

/**
 * The page a client-side route gets: for a signed-in browser asking for a screen's plain URL, the
 * copy of index.html for the user's role and that screen, its first frame already in it
 * (build/vite-screen-skeletons.ts); otherwise index.html. Signed out, the app goes to /auth; with a
 * query string, a screen's first frame may differ (a search's 'Resultados para …'). A screen with a
 * page of its own for 'Modo mostrador' gets it while the shop is in that mode.
 */
async function appPageFile(
  request: FastifyRequest,
  screensWithPage: ReadonlyMap<string, ReadonlySet<string>>,
  counterMode: () => Promise<boolean>,
): Promise<string> {
  const [path = "", query] = request.url.split("?", 2);
  if (!request.currentUser || query !== undefined) return "index.html";
  const segment = /^\/([a-z]*)\/?$/.exec(path)?.[1];
  if (segment === undefined) return "index.html";
  const screen = segment || "dashboard";
  const role = request.currentUser.role;
  const pages = screensWithPage.get(role);
  if (!pages?.has(screen)) return "index.html";
  const counterPage = `${screen}${COUNTER_MODE_PAGE_SUFFIX}`;
  // Unreadable settings send the specification's page: React draws the right one either way.
  const inCounterMode = pages.has(counterPage) && (await counterMode().catch(() => false));
  const page = inCounterMode ? counterPage : screen;
  return join(SCREEN_SKELETON_DIR, role, `${page}.html`);
}

/** The screens the build wrote a page of their own for, by role, read once: the build does not
 * change. */
function screenPages(dist: string): Map<string, Set<string>> {
  const dir = join(dist, SCREEN_SKELETON_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [
        entry.name,
        new Set(
          readdirSync(join(dir, entry.name))
            .filter((name) => name.endsWith(".html"))
            .map((name) => name.slice(0, -".html".length)),
        ),
      ]),
  );
}

function wantsAppPage(request: FastifyRequest): boolean {
  const path = request.url.split("?", 1)[0] ?? "";
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (path === "/api" || path.startsWith("/api/") || path.startsWith("/uploads/")) return false;
  return (request.headers.accept ?? "").includes("text/html");
}
