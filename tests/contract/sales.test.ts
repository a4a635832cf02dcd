// The counter-sales scenarios, run against the BFF and against the mocks (and, in the PostgreSQL
// run, against the BFF on PostgreSQL).
import { describe } from "vitest";
import { defineSalesSuite } from "./suites/sales.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineSalesSuite(target);
});
