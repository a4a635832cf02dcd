// The 'Caja' scenarios, run against the BFF and against the mocks (and, in the PostgreSQL run,
// against the BFF on PostgreSQL).
import { describe } from "vitest";
import { defineRegistersSuite } from "./suites/registers.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineRegistersSuite(target);
});
