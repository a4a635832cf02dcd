// The promotions scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { definePromotionsSuite } from "./suites/promotions.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  definePromotionsSuite(target);
});
