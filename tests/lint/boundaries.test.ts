// The front end's boundaries are enforced by ESLint (eslint.config.js): this proves the rules fire
// on the imports they forbid and stay quiet on the ones the layout allows.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

describe("front-end import boundaries", () => {
  it("a feature may not import another feature, the app, or climb out with ../../", async () => {
    const file = "frontend/src/features/sales/components/probe.tsx";
    expect(
      await restrictedImports(file, `import { A } from "@/features/inventory/components/a";${use("A")}`),
    ).toHaveLength(1);
    expect(
      await restrictedImports(file, `import { A } from "@/app/shell/app-shell";${use("A")}`),
    ).toHaveLength(1);
    expect(
      await restrictedImports(file, `import { A } from "../../inventory/lib/a";${use("A")}`),
    ).toHaveLength(1);
  });

  it("production code never imports the mocks; stories may", async () => {
    const source = `import { A } from "@mocks/fixtures/products";${use("A")}`;
    expect(await restrictedImports("frontend/src/features/sales/components/probe.tsx", source)).toHaveLength(
      1,
    );
    expect(await restrictedImports("frontend/src/app/shell/probe.tsx", source)).toHaveLength(1);
    expect(
      await restrictedImports("frontend/src/features/sales/components/probe.stories.tsx", source),
    ).toEqual([]);
  });

  it("the shared kit never imports features", async () => {
    const source = `import { A } from "../features/inventory/a";${use("A")}`;
    expect(await restrictedImports("frontend/src/lib/probe.ts", source)).toHaveLength(1);
    expect(
      await restrictedImports(
        "frontend/src/components/probe.tsx",
        `import { A } from "@/features/x/a";${use("A")}`,
      ),
    ).toHaveLength(1);
  });

  it("allowed imports stay quiet", async () => {
    const source = `import { AsyncState } from "@/components/async-state";\nimport { sku } from "../lib/sku";${use("[AsyncState, sku]")}`;
    expect(await restrictedImports("frontend/src/features/inventory/components/probe.tsx", source)).toEqual(
      [],
    );
    expect(
      await restrictedImports(
        "frontend/src/app/routes/probe.tsx",
        `import { A } from "@/features/inventory/a";${use("A")}`,
      ),
    ).toEqual([]);
  });
});
