// Codes and stock, each case reproduced against both servers (the code-key scenarios run with the
// products suite, suites/code-claims.scenarios.ts): stale edits cannot bring sold stock back;
// look-alike spellings, a seller's discounts and inexact money are refused.
import { describe } from "vitest";
import { codeClaimRaceScenarios } from "./suites/code-claim-races.scenarios";
import { codesAndMoneyScenarios } from "./suites/codes-and-money.scenarios";
import { stockVersionScenarios } from "./suites/stock-versions.scenarios";
import { runScenarios } from "./support/scenario";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  runScenarios(target, "codes and stock", [
    ...stockVersionScenarios,
    ...codesAndMoneyScenarios,
    ...codeClaimRaceScenarios,
  ]);
});
