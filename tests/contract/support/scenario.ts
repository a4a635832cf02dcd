// Scenarios are plain data (title, what they cover, a run function), so the coverage test can read
// every suite's declarations without running them, and each run proves it exercised what it claims.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractSession, type ApiClient } from "./client";
import type { Target } from "./target";

export type Kind = "success" | "validation" | "unauthenticated" | "forbidden" | "conflict" | "notFound";

export const KIND_STATUS: Record<Kind, (status: number) => boolean> = {
  success: (s) => s >= 200 && s < 300,
  validation: (s) => s === 400,
  unauthenticated: (s) => s === 401,
  forbidden: (s) => s === 403,
  conflict: (s) => s === 409,
  notFound: (s) => s === 404,
};

export type Covers = ReadonlyArray<readonly [operationId: string, kind: Kind]>;

export interface ScenarioContext {
  session: ContractSession;
  target: Target;
  admin(): Promise<ApiClient>;
  vendedor(): Promise<ApiClient>;
  vendedor2(): Promise<ApiClient>;
  anon(): ApiClient;
}

export interface Scenario {
  title: string;
  covers: Covers;
  /** Only for these targets (e.g. a BFF restart). */
  only?: Target["name"];
  run(ctx: ScenarioContext): Promise<void>;
}

export function contextFor(session: ContractSession): ScenarioContext {
  return {
    session,
    target: session.target,
    admin: () => session.asUser("admin"),
    vendedor: () => session.asUser("vendedor"),
    vendedor2: () => session.asUser("vendedor2"),
    anon: () => session.anonymous(),
  };
}

/** Starts the target around the scenarios and runs each as one test, in order. */
export function runScenarios(target: Target, suiteName: string, scenarios: readonly Scenario[]): void {
  describe(suiteName, () => {
    const session = new ContractSession(target);
    const ctx = contextFor(session);
    beforeAll(async () => {
      await target.start();
    });
    afterAll(async () => {
      await target.stop();
    });
    for (const scenario of scenarios) {
      const test = scenario.only && scenario.only !== target.name ? it.skip : it;
      test(scenario.title, async () => {
        const mark = session.recorder.mark();
        await scenario.run(ctx);
        const seen = session.recorder.since(mark);
        for (const [operationId, kind] of scenario.covers) {
          const hit = seen.some((e) => e.operationId === operationId && KIND_STATUS[kind](e.status));
          expect(hit, `scenario claims ${operationId} × ${kind} but no such answer was seen`).toBe(true);
        }
      });
    }
  });
}
