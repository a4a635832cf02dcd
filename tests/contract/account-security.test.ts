// Account security (issue 40): current-password throttling, two-factor sign-in, usernames and
// password strength, each against both servers.
import { describe } from "vitest";
import { accountRuleScenarios } from "./suites/account-rules.scenarios";
import { passwordCheckScenarios } from "./suites/password-checks.scenarios";
import { twoFactorScenarioList } from "./suites/two-factor.scenarios";
import { runScenarios } from "./support/scenario";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

describe.each([createBffTarget(), createMocksTarget()])("contract $name", (target) => {
  runScenarios(target, "account security", [
    ...passwordCheckScenarios,
    ...twoFactorScenarioList,
    ...accountRuleScenarios,
  ]);
});
