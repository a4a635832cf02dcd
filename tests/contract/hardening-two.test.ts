// The attacks of the second hardening probe, each reproduced against both servers.
import { describe } from "vitest";
import { closedBodyScenarios } from "./suites/closed-bodies.scenarios";
import { runScenarios } from "./support/scenario";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  runScenarios(target, "hardening II", [...closedBodyScenarios]);
});
