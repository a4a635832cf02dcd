// The 'Crédito' scenarios, run against the BFF and against the mocks (and, in the PostgreSQL run,
// against the BFF on PostgreSQL).
import { describe } from "vitest";
import { defineAccountsSuite } from "./suites/accounts.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineAccountsSuite(target);
});
