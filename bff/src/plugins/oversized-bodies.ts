// A client that keeps sending bodies past their limit is answered later, not sooner. From one
// address, the first FREE_PER_MINUTE oversized bodies in a minute get their 413 at once; each later
// one waits DELAY_MS first with its connection paused, so nothing more of it is read or parsed and
// TCP holds the sender back meanwhile: a flood costs the server next to no CPU. A person who picks
// a too-large file now and then never waits, and requests of the usual size from the same address
// (a shop behind one public address) are never delayed. At most MAX_PARKED connections wait at
// once; past that the answer is immediate, so waiting connections cannot pile up without end.
import type { FastifyRequest } from "fastify";
import { WindowedCounts } from "../../../rules/windowed-counts";

export interface OversizedBodyPolicy {
  freePerMinute: number;
  delayMs: number;
}

export const DEFAULT_OVERSIZED_BODY_POLICY: OversizedBodyPolicy = { freePerMinute: 20, delayMs: 2_000 };

const MAX_PARKED = 256;

export class OversizedBodies {
  private readonly counts = new WindowedCounts(60_000);
  private parked = 0;

  constructor(private readonly policy: OversizedBodyPolicy = DEFAULT_OVERSIZED_BODY_POLICY) {}

  /** Resolves when the request's 413 may be sent: at once, or after the delay for a flood. */
  async refused(request: FastifyRequest): Promise<void> {
    const count = this.counts.add(request.ip);
    if (count <= this.policy.freePerMinute || this.parked >= MAX_PARKED) return;
    this.parked += 1;
    request.raw.pause();
    try {
      await new Promise((resolve) => setTimeout(resolve, this.policy.delayMs));
    } finally {
      this.parked -= 1;
    }
  }
}
