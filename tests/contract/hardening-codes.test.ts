// The third hardening probe's holes in codes and stock, each reproduced against both servers: a
// number one part carries cannot be given to another, stale edits cannot bring sold stock back,
// and look-alike spellings, unbounded codes and inexact money are refused.
import { describe } from "vitest";
import { stockVersionScenarios } from "./suites/stock-versions.scenarios";
import { runScenarios } from "./support/scenario";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  runScenarios(target, "hardening III (codes and stock)", [...stockVersionScenarios]);
});
