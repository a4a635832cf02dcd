// The own-sessions scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineSessionsSuite } from "./suites/sessions.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineSessionsSuite(target);
});
