// The categories scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineCategoriesSuite } from "./suites/categories.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineCategoriesSuite(target);
});
