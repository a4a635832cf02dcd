// The labels scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineLabelsSuite } from "./suites/labels.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineLabelsSuite(target);
});
