// The cross-origin refusal (CSRF defence), once for the BFF's hook and the mocks' guard: a
// mutating request sent by another site, or whose Origin's host is not the host it was sent to
// (compared without letter case), is refused. An opaque or malformed Origin ("null") is foreign.
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface RequestOrigin {
  method: string;
  /** The Sec-Fetch-Site header, when the browser sent one. */
  secFetchSite: string | null | undefined;
  /** The Origin header, when sent. */
  origin: string | null | undefined;
  /** The host (name and port) the request was sent to. */
  host: string;
}

export function isCrossOrigin(request: RequestOrigin): boolean {
  if (!MUTATING.has(request.method.toUpperCase())) return false;
  if (request.secFetchSite === "cross-site") return true;
  if (request.origin === undefined || request.origin === null) return false;
  try {
    return new URL(request.origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}
