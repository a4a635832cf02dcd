// The codes and equivalences scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineProductCodesSuite } from "./suites/product-codes.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineProductCodesSuite(target);
});
