// The Host allow-list (DNS-rebinding defence): a request whose Host (or absolute-form request
// target) names anything but this server is answered 421 before any routing, session or body work. ALLOWED_HOSTS (comma-separated names,
// no ports) replaces the default: localhost and the loopback addresses, this machine's name and
// network addresses, and HOST when it names one.
import { hostname, networkInterfaces } from "node:os";
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../../rules/messages";

export function defaultAllowedHosts(listenHost = process.env.HOST): string[] {
  const names = ["localhost", "127.0.0.1", "::1", hostname()];
  for (const list of Object.values(networkInterfaces()))
    for (const address of list ?? []) names.push(address.address);
  if (listenHost && listenHost !== "0.0.0.0" && listenHost !== "::") names.push(listenHost);
  return names;
}

export function allowedHostsFromEnv(value = process.env.ALLOWED_HOSTS): string[] | undefined {
  const names = value
    ?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names && names.length > 0 ? names : undefined;
}

/** The name a Host header carries, without port or IPv6 brackets, in lower case. */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(1, host.indexOf("]"));
  const colon = host.lastIndexOf(":");
  return colon >= 0 && host.indexOf(":") === colon ? host.slice(0, colon) : host;
}

/** The host of an absolute-form request target, or null for the usual origin form ("/path"). */
export function absoluteFormHost(target: string): string | null {
  if (target.startsWith("/") || target === "*") return null;
  try {
    return hostName(new URL(target).host);
  } catch {
    // Neither a path nor a URL: no allowed host can match it.
    return "";
  }
}

export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]): void {
  const names = new Set(allowed.map((name) => hostName(name)));
  app.addHook("onRequest", async (request, reply) => {
    const header = request.headers.host;
    const target = absoluteFormHost(request.raw.url ?? "/");
    // A request line in absolute form ("GET http://evil.example/api/user") names its host there,
    // and HTTP says that one wins over the Host header: both must be this server's.
    const targetAllowed = target === null || names.has(target);
    if (header !== undefined && names.has(hostName(header)) && targetAllowed) return;
    reply.header("connection", "close");
    await reply.code(421).send({ message: MESSAGES.hostNotAllowed });
    return reply;
  });
}
