// The products import and export scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineProductImportSuite } from "./suites/product-import.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineProductImportSuite(target);
});
