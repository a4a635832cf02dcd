// The purchase scenarios ('Compras'), run against the BFF and against the mocks (and, in the
// PostgreSQL run, against the BFF on PostgreSQL).
import { describe } from "vitest";
import { definePurchasesSuite } from "./suites/purchases.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  definePurchasesSuite(target);
});
