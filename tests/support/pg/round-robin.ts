// A minimal round-robin reverse proxy for trying scale-out locally and for the two-instance test:
// each request goes to the next BFF in turn (no sticky sessions), with X-Forwarded-For / -Proto /
// -Host added as nginx or Caddy would, the Host header kept (the BFF's cross-origin check compares
// Origin with Host), and X-Served-By naming the instance's port in the answer.
import { createServer, request, type Server } from "node:http";

export interface RoundRobinProxy {
  readonly port: number;
  readonly baseUrl: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreamPorts: number[], port = 0): Promise<RoundRobinProxy> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const upstreamPort = upstreamPorts[next++ % upstreamPorts.length]!;
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-for": forwardedFor,
          "x-forwarded-proto": "http",
          "x-forwarded-host": req.headers.host ?? "",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(upstreamPort) });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Servidor no disponible" }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.address() as { port: number }).port;
  return {
    port: actual,
    baseUrl: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
