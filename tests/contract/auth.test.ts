// The auth scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineAuthSuite } from "./suites/auth.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineAuthSuite(target);
});
