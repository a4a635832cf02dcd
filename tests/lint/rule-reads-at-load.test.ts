// The front end reads rule constants when it runs, never while a module loads
// (build/eslint-rule-reads-at-load.js): in the production build a shared chunk imported in a cycle
// is evaluated after a chunk that reads it, and a table built at module level read `undefined`.
// This proves the rule fires on such reads, through a front-end re-export too, and stays quiet on
// reads inside functions and getters, on live re-exports and on types.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const RULE = "wolftracker/no-rule-reads-at-load";

async function readsAtLoad(source: string, filePath = "frontend/src/features/sales/lib/probe.ts") {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE || message.fatal);
}

describe("rule constants read while a module loads", () => {
  it("refuses a table built at module level from a rules/ import", async () => {
    const table = `import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
export const LABELS = { efectivo: PAYMENT_METHOD_LABELS.efectivo };
`;
    expect(await readsAtLoad(table)).toHaveLength(1);
    const alias = `import { CASH_MOVEMENT_LABELS } from "@rules/register-messages";
export const MOVEMENT_LABELS = CASH_MOVEMENT_LABELS;
`;
    expect(await readsAtLoad(alias)).toHaveLength(1);
  });

  it("refuses the same read through a front-end module that re-exports the rule", async () => {
    // register-view.ts re-exports CASH_MOVEMENT_LABELS as MOVEMENT_LABELS.
    const source = `import { MOVEMENT_LABELS } from "../lib/register-view";
export const OUT = MOVEMENT_LABELS.out;
`;
    expect(await readsAtLoad(source, "frontend/src/features/register/components/probe.tsx")).toHaveLength(1);
  });

  it("allows reads when the code runs, live re-exports and types", async () => {
    const source = `import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
export { SALE_STATUS_LABELS as STATUS_LABEL } from "@rules/sale-messages";
export const label = (method: keyof typeof PAYMENT_METHOD_LABELS) => PAYMENT_METHOD_LABELS[method];
export const OPTIONS = [{ value: "efectivo", get label() { return PAYMENT_METHOD_LABELS.efectivo; } }];
export type Labels = typeof PAYMENT_METHOD_LABELS;
`;
    expect(await readsAtLoad(source)).toEqual([]);
  });

  it("leaves stories and tests alone", async () => {
    const table = `import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
export const LABELS = { efectivo: PAYMENT_METHOD_LABELS.efectivo };
`;
    expect(await readsAtLoad(table, "frontend/src/features/sales/lib/probe.test.ts")).toEqual([]);
  });
});
