// Which methods openapi.yaml declares on each path, so a method it does not declare on a declared
// path answers 405 with `Allow` (not 404) in both transports. A router sends a request to the most
// specific template (a literal segment beats a parameter), and a method that a more general
// template declares goes there instead (PUT /api/products/low-stock reaches PUT /api/products/{id}).
import type { JsonObject } from "./operation-index";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface DeclaredPath {
  /** "/api/products/{id}" */
  path: string;
  segments: string[];
  /** Upper case, in HTTP_METHODS order. */
  methods: string[];
}

const isParam = (segment: string) => segment.startsWith("{") && segment.endsWith("}");

export function declaredPaths(document: JsonObject): DeclaredPath[] {
  const paths = document.paths as Record<string, JsonObject>;
  return Object.entries(paths).map(([path, item]) => ({
    path,
    segments: path.split("/"),
    methods: HTTP_METHODS.filter((m) => item[m.toLowerCase()] !== undefined),
  }));
}

/** `general` answers every request `specific` would (same length; each segment a parameter or equal). */
function covers(general: DeclaredPath, specific: DeclaredPath): boolean {
  if (general === specific || general.segments.length !== specific.segments.length) return false;
  return general.segments.every((g, i) => isParam(g) || g === specific.segments[i]);
}

/** For each declared path, the methods that answer 405 there (none another template serves). */
export function methodNotAllowedRoutes(
  paths: DeclaredPath[],
): Array<{ path: string; methods: string[]; allow: string }> {
  return paths
    .map((p) => ({
      path: p.path,
      methods: HTTP_METHODS.filter(
        (m) => !p.methods.includes(m) && !paths.some((q) => q.methods.includes(m) && covers(q, p)),
      ),
      allow: p.methods.join(", "),
    }))
    .filter((route) => route.methods.length > 0);
}

/** The declared path a router picks for a concrete pathname (literal segments first), or null. */
export function matchDeclaredPath(paths: DeclaredPath[], pathname: string): DeclaredPath | null {
  const parts = pathname.split("/");
  const matches = paths.filter(
    (p) =>
      p.segments.length === parts.length &&
      p.segments.every((s, i) => (isParam(s) ? parts[i] !== "" : s === parts[i])),
  );
  matches.sort((a, b) => {
    for (let i = 0; i < a.segments.length; i += 1) {
      const pa = isParam(a.segments[i]!);
      const pb = isParam(b.segments[i]!);
      if (pa !== pb) return pa ? 1 : -1;
    }
    return 0;
  });
  return matches[0] ?? null;
}
