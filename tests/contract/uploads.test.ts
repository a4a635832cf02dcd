// The uploads scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineUploadsSuite } from "./suites/uploads.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineUploadsSuite(target);
});
