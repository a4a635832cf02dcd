// The customers scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineCustomersSuite } from "./suites/customers.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineCustomersSuite(target);
});
