// The backups scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineBackupsSuite } from "./suites/backups.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineBackupsSuite(target);
});
