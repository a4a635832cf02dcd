// The reports scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineReportsSuite } from "./suites/reports.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineReportsSuite(target);
});
