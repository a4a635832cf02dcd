// The import boundaries are enforced by ESLint (eslint.config.js): this proves the rules fire on the
// imports they forbid and stay quiet on the ones the layout allows. Each probe imports a file that
// exists, because the whole-tree rules judge the resolved file, not the spelling of the path.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { findImportCycles } from "../../build/import-cycles";

const pathsOnly = new ESLint();
const BOUNDARY_RULES = [
  "no-restricted-imports",
  "@typescript-eslint/no-restricted-imports",
  "import-x/no-restricted-paths",
];

async function forbidden(filePath: string, source: string): Promise<string[]> {
  const [result] = await pathsOnly.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? "") || message.fatal)
    .map((message) => message.message);
}

const use = (name: string) => `\nexport const used = ${name};\n`;
const importing = (specifier: string) => `import * as A from "${specifier}";${use("A")}`;

describe("front-end import boundaries", () => {
  it("a feature may not import another feature, the app, or climb out with ../../", async () => {
    const file = "frontend/src/features/sales/components/probe.tsx";
    expect(await forbidden(file, importing("@/features/inventory/lib/sku"))).not.toEqual([]);
    expect(await forbidden(file, importing("@/app/shell/app-shell"))).not.toEqual([]);
    expect(await forbidden(file, importing("../../inventory/lib/sku"))).not.toEqual([]);
  });

  it("a file at a feature's root may not reach another feature by a relative path", async () => {
    const file = "frontend/src/features/sales/probe.ts";
    expect(await forbidden(file, importing("../inventory/lib/sku"))).toHaveLength(1);
    expect(await forbidden(file, importing("./../inventory/lib/sku"))).toHaveLength(1);
  });

  it("production code never imports the mocks or the demo fixtures; stories may import the mocks", async () => {
    const mocks = importing("@mocks/store/categories-repository");
    expect(await forbidden("frontend/src/features/sales/components/probe.tsx", mocks)).not.toEqual([]);
    expect(await forbidden("frontend/src/app/shell/probe.tsx", mocks)).not.toEqual([]);
    expect(await forbidden("frontend/src/lib/probe.ts", importing("../../../fixtures/products"))).not.toEqual(
      [],
    );
    expect(await forbidden("frontend/src/features/sales/components/probe.stories.tsx", mocks)).toEqual([]);
  });

  it("the shared kit never imports features", async () => {
    expect(
      await forbidden("frontend/src/lib/probe.ts", importing("../features/inventory/lib/sku")),
    ).not.toEqual([]);
    expect(
      await forbidden("frontend/src/components/probe.tsx", importing("@/features/inventory/lib/sku")),
    ).not.toEqual([]);
  });

  it("requests go only through a feature's api/ hooks or lib/, never from a component or the app", async () => {
    for (const module of ["client", "cache", "use-paged-list", "upload-spreadsheet"]) {
      const request = importing(`@/lib/api/${module}`);
      expect(await forbidden("frontend/src/features/sales/components/probe.tsx", request)).not.toEqual([]);
      expect(await forbidden("frontend/src/features/sales/probe.ts", request)).not.toEqual([]);
      expect(await forbidden("frontend/src/components/probe.tsx", request)).not.toEqual([]);
      expect(await forbidden("frontend/src/app/shell/probe.tsx", request)).not.toEqual([]);
      expect(await forbidden("frontend/src/features/sales/api/use-probe.ts", request)).toEqual([]);
      expect(await forbidden("frontend/src/lib/catalogue/probe.ts", request)).toEqual([]);
    }
    expect(await forbidden("frontend/src/components/probe.tsx", importing("../lib/api/client"))).not.toEqual(
      [],
    );
    expect(
      await forbidden("frontend/src/features/sales/components/probe.tsx", importing("openapi-fetch")),
    ).not.toEqual([]);
    // A type of theirs may be named anywhere.
    const typeOnly = `import type { Paged } from "@/lib/api/use-paged-list";\nexport type Used = Paged<number>;\n`;
    expect(await forbidden("frontend/src/features/vehicles/components/probe.tsx", typeOnly)).toEqual([]);
  });

  it("allowed imports stay quiet", async () => {
    const source = `import { AsyncState } from "@/components/async-state";\nimport { sku } from "../lib/sku";${use("[AsyncState, sku]")}`;
    expect(await forbidden("frontend/src/features/inventory/components/probe.tsx", source)).toEqual([]);
    expect(await forbidden("frontend/src/features/inventory/probe.ts", importing("./lib/sku"))).toEqual([]);
    expect(
      await forbidden("frontend/src/app/routes/probe.tsx", importing("@/features/inventory/lib/sku")),
    ).toEqual([]);
  });
});

describe("layer boundaries of the whole tree", () => {
  it("rules/ imports nothing of the project", async () => {
    expect(await forbidden("rules/probe.ts", importing("../server/errors"))).toHaveLength(1);
    expect(await forbidden("rules/probe.ts", importing("@contract/types"))).toHaveLength(1);
    expect(await forbidden("rules/probe.ts", importing("../fixtures/products"))).toHaveLength(1);
    expect(await forbidden("rules/probe.ts", importing("./text"))).toEqual([]);
    expect(await forbidden("rules/probe.test.ts", importing("vitest"))).toEqual([]);
  });

  it("server/ never imports bff/, mocks/ or frontend/", async () => {
    const file = "server/operations/probe.ts";
    expect(await forbidden(file, importing("../../bff/src/app"))).toHaveLength(1);
    expect(await forbidden(file, importing("../../mocks/db"))).toHaveLength(1);
    expect(await forbidden(file, importing("@mocks/db"))).toHaveLength(1);
    expect(await forbidden(file, importing("@/lib/api/types"))).toHaveLength(1);
    expect(await forbidden(file, importing("../../rules/text"))).toEqual([]);
    expect(await forbidden(file, importing("../store"))).toEqual([]);
  });

  it("server/'s operation tests import only the mocks' memory store and its reset", async () => {
    const file = "server/operations/probe.test.ts";
    expect(await forbidden(file, importing("../../mocks/db"))).toEqual([]);
    expect(await forbidden(file, importing("../../mocks/store/memory-store"))).toEqual([]);
    expect(await forbidden(file, importing("../../mocks/store/categories-repository"))).toHaveLength(1);
    expect(await forbidden(file, importing("../../mocks/support/operation-handlers"))).toHaveLength(1);
    expect(await forbidden(file, importing("../../bff/src/app"))).toHaveLength(1);
  });

  it("bff/ and mocks/ never import each other", async () => {
    expect(await forbidden("bff/src/probe.ts", importing("../../mocks/db"))).toHaveLength(1);
    expect(await forbidden("bff/src/probe.ts", importing("@mocks/store/categories-repository"))).toHaveLength(
      1,
    );
    expect(await forbidden("mocks/store/probe.ts", importing("../../bff/src/app"))).toHaveLength(1);
    expect(await forbidden("bff/src/probe.ts", importing("../../server/errors"))).toEqual([]);
    expect(await forbidden("bff/src/probe.ts", importing("../../fixtures/seed"))).toEqual([]);
    expect(await forbidden("mocks/store/probe.ts", importing("../../fixtures/seed"))).toEqual([]);
  });

  it("bff/src folders import one way: http → plugins → store → backup → models → db → security", async () => {
    expect(await forbidden("bff/src/plugins/probe.ts", importing("../http/operation-handlers"))).toHaveLength(
      1,
    );
    expect(await forbidden("bff/src/store/probe.ts", importing("../plugins/session"))).toHaveLength(1);
    expect(await forbidden("bff/src/backup/probe.ts", importing("../store/knex-store"))).toHaveLength(1);
    expect(await forbidden("bff/src/db/probe.ts", importing("../store/users-repository"))).toHaveLength(1);
    expect(await forbidden("bff/src/security/probe.ts", importing("../db/dialect"))).toHaveLength(1);
    expect(await forbidden("bff/src/http/probe.ts", importing("../plugins/session"))).toEqual([]);
    expect(await forbidden("bff/src/store/probe.ts", importing("../security/password"))).toEqual([]);
    expect(await forbidden("bff/src/db/probe.ts", importing("../security/password"))).toEqual([]);
    expect(await forbidden("bff/src/app.ts", importing("./http/operation-handlers"))).toEqual([]);
    // Tests may reach across the folders to set a scene.
    expect(
      await forbidden("bff/src/db/__tests__/probe.test.ts", importing("../../store/knex-store")),
    ).toEqual([]);
  });

  it("migrations import only migrations/support/ (never the BFF or a live rule)", async () => {
    const file = "migrations/20990101000000_probe.ts";
    expect(await forbidden(file, importing("../bff/src/db/dialect"))).toHaveLength(1);
    expect(await forbidden(file, importing("../rules/normal-key"))).toHaveLength(1);
    // Their helpers too, the code key and the shop's days included: those are frozen copies now.
    for (const rule of ["code-key", "code-claim-keys", "shop-time"])
      expect(await forbidden("migrations/support/probe.ts", importing(`../../rules/${rule}`))).toHaveLength(
        1,
      );
    expect(await forbidden("migrations/support/probe.ts", importing("./code-key-2025-01"))).toEqual([]);
    expect(await forbidden(file, importing("./support/dialect"))).toEqual([]);
  });
});

describe("import cycles (scripts/check-import-cycles.ts, in npm run lint)", () => {
  // A cycle needs files on disk (each file's imports are read from the file it resolves to).
  const folder = join("tests", "lint", `cycle-probe-${process.pid}`);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function cyclesAmong(files: Record<string, string>): Promise<string[][]> {
    await mkdir(folder, { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
    return findImportCycles(Object.keys(files).map((name) => join(folder, name)));
  }

  it("a cycle through three files is found, through an alias and a dynamic import too", async () => {
    const cycles = await cyclesAmong({
      "a.ts": `import { b } from "./b";\nexport const a = () => b();\n`,
      "b.ts": `import { c } from "./c";\nexport const b = () => c();\n`,
      "c.ts": `import { a } from "./a";\nexport const c = () => a();\n`,
    });
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toHaveLength(3);
    // g.ts reaches h.ts through tsconfig's @rules/* alias, resolved as the app's imports are.
    const throughAlias = await cyclesAmong({
      "f.ts": `export const f = () => import("./g");\n`,
      "g.ts": `import { rule } from "@rules/../tests/lint/${folder.split("/").pop()}/h";\nexport const g = rule;\n`,
      "h.ts": `import { f } from "./f";\nexport const rule = f;\n`,
    });
    expect(throughAlias).toHaveLength(1);
  });

  it("a chain without a cycle, or one closed only by a type import, is allowed", async () => {
    const cycles = await cyclesAmong({
      "d.ts": `import { e } from "./e";\nexport const d = () => e();\n`,
      "e.ts": `import type { Kind } from "./k";\nexport const e = (): Kind => 1;\n`,
      "k.ts": `import { d } from "./d";\nexport type Kind = number;\nexport const k = d;\n`,
    });
    expect(cycles).toEqual([]);
  });
});
