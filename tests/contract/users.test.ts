// The users scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineUsersSuite } from "./suites/users.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineUsersSuite(target);
});
