// What a contract suite runs against: the BFF over a temporary SQLite file, or the MSW mocks.

export interface Target {
  name: "bff" | "mocks";
  /** Origin the API answers on; may change after restart() (the BFF gets a new free port). */
  readonly baseUrl: string;
  /** Starts from a fresh copy of the demo seed. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops and starts again on the same data (BFF only: proves sessions survive a restart). */
  restart?(): Promise<void>;
  /**
   * Origin for one client. MSW keeps one cookie store per process and replays stored cookies by
   * host, so each mocks client gets its own host to keep users' sessions apart.
   */
  baseUrlForClient?(clientNumber: number): string;
}
