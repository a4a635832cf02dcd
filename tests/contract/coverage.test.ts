// Fails when an operation of openapi.yaml lacks a scenario: success always; 401 unless public;
// 403 where a role or ownership applies; 400, 404 and 409 wherever the document declares them.
import { describe, expect, it } from "vitest";
import { isAdminOnly, isPublic, operation, operations, type OperationInfo } from "./support/openapi";
import type { Kind, Scenario } from "./support/scenario";
import { accountsScenarioList } from "./suites/accounts.scenarios";
import { authScenarioList } from "./suites/auth.scenarios";
import { backupsScenarioList } from "./suites/backups.scenarios";
import { brandsScenarioList } from "./suites/brands.scenarios";
import { categoriesScenarioList } from "./suites/categories.scenarios";
import { customersScenarioList } from "./suites/customers.scenarios";
import { dashboardScenarioList } from "./suites/dashboard.scenarios";
import { labelsScenarioList } from "./suites/labels.scenarios";
import { productCodesScenarioList } from "./suites/product-codes.scenarios";
import { productImportScenarioList } from "./suites/product-import.scenarios";
import { productsScenarioList } from "./suites/products.scenarios";
import { promotionsScenarioList } from "./suites/promotions.scenarios";
import { purchasesScenarioList } from "./suites/purchases.scenarios";
import { quotesScenarioList } from "./suites/quotes.scenarios";
import { registersScenarioList } from "./suites/registers.scenarios";
import { reportsScenarioList } from "./suites/reports.scenarios";
import { stockLedgerScenarioList } from "./suites/stock-ledger.scenarios";
import { salesScenarioList } from "./suites/sales.scenarios";
import { sessionsScenarioList } from "./suites/sessions.scenarios";
import { twoFactorScenarioList } from "./suites/two-factor.scenarios";
import { uploadsScenarioList } from "./suites/uploads.scenarios";
import { usersScenarioList } from "./suites/users.scenarios";
import { vehiclesScenarioList } from "./suites/vehicles.scenarios";

const ALL: Scenario[] = [
  ...authScenarioList,
  ...productsScenarioList,
  ...productCodesScenarioList,
  ...uploadsScenarioList,
  ...categoriesScenarioList,
  ...brandsScenarioList,
  ...vehiclesScenarioList,
  ...labelsScenarioList,
  ...dashboardScenarioList,
  ...customersScenarioList,
  ...usersScenarioList,
  ...sessionsScenarioList,
  ...promotionsScenarioList,
  ...reportsScenarioList,
  ...stockLedgerScenarioList,
  ...backupsScenarioList,
  ...salesScenarioList,
  ...registersScenarioList,
  ...productImportScenarioList,
  ...twoFactorScenarioList,
  ...purchasesScenarioList,
  ...quotesScenarioList,
  ...accountsScenarioList,
];

export function requiredKinds(op: OperationInfo): Kind[] {
  const kinds: Kind[] = ["success"];
  const declares = (status: string) => op.statuses.includes(status);
  if (!isPublic(op)) kinds.push("unauthenticated");
  if ((isAdminOnly(op) || op.ownerRule) && declares("403")) kinds.push("forbidden");
  if (declares("400")) kinds.push("validation");
  if (declares("404")) kinds.push("notFound");
  if (declares("409")) kinds.push("conflict");
  return kinds;
}

describe("contract coverage", () => {
  const covered = new Set(ALL.flatMap((s) => s.covers.map(([op, kind]) => `${op} ${kind}`)));

  it("every scenario names operations that exist in openapi.yaml", () => {
    for (const scenario of ALL) {
      for (const [op] of scenario.covers) expect(() => operation(op), scenario.title).not.toThrow();
    }
  });

  it("every scenario runs on both targets unless it says why not", () => {
    const limited = ALL.filter((s) => s.only).map((s) => s.title);
    expect(limited).toEqual(["sessions survive a BFF restart"]);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    "%s has every scenario it needs",
    (_id, op) => {
      const missing = requiredKinds(op).filter((kind) => !covered.has(`${op.operationId} ${kind}`));
      expect(missing, `${op.operationId} lacks scenarios: ${missing.join(", ")}`).toEqual([]);
    },
  );
});
