// The MSW mocks as a contract target: the node server intercepts fetch to *.mocks.test and the
// in-memory database starts from the demo seed.
import type { Target } from "../support/target";

const HOST = "mocks.test";

export function createMocksTarget(): Target {
  let stopServer: (() => void) | null = null;
  return {
    name: "mocks",
    baseUrl: `http://${HOST}`,
    baseUrlForClient(clientNumber: number) {
      return `http://c${clientNumber}.${HOST}`;
    },
    async start() {
      const { server } = await import("../../../mocks/node");
      const { resetMockDb } = await import("../../../mocks/db");
      await resetMockDb();
      server.listen({
        // Requests to the BFF half of a file must pass; anything aimed at the mocks must be handled.
        onUnhandledRequest(request, print) {
          if (new URL(request.url).hostname.endsWith(HOST)) print.error();
        },
      });
      stopServer = () => server.close();
    },
    async stop() {
      stopServer?.();
      stopServer = null;
    },
  };
}
