// The brands scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineBrandsSuite } from "./suites/brands.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineBrandsSuite(target);
});
