// The dashboard scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineDashboardSuite } from "./suites/dashboard.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineDashboardSuite(target);
});
