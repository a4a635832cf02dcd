// The vehicles scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineVehiclesSuite } from "./suites/vehicles.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineVehiclesSuite(target);
});
