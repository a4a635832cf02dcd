// The stock ledger scenarios, run against the BFF and against the mocks.
import { describe } from "vitest";
import { defineStockLedgerSuite } from "./suites/stock-ledger.scenarios";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  defineStockLedgerSuite(target);
});
