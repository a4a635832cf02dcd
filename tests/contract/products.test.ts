// The products scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineProductsSuite } from "./suites/products.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineProductsSuite(target);
});
