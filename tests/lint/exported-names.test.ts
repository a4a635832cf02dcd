// One meaning per exported name across rules/, server/, bff/ and mocks/: two exported functions,
// constants or classes of the same name with different bodies make a reader (and an auto-import)
// take one for the other. This lists every such name and fails.
// The one exception: the two stores implement one repository interface of server/store/, file for
// file, so `bff/src/store/<x>.ts` and `mocks/store/<x>.ts` (the same file name in both folders) may
// export the same names: they are two implementations of one meaning.
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const TREES = ["rules", "server", "bff", "mocks"];
const STORES = ["bff/src/store", "mocks/store"];

interface Definition {
  file: string;
  body: string;
}

function sourceFiles(tree: string): string[] {
  return readdirSync(join(ROOT, tree), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split("/").includes("node_modules"));
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The exported values a file defines (re-exports define nothing), with their text. */
function definitions(file: string): [string, string][] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: [string, string][] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      found.push([statement.name.text, statement.getText(source)]);
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name))
          found.push([declaration.name.text, declaration.getText(source)]);
  }
  return found;
}

const sameBody = (a: string, b: string) => a.replace(/\s+/g, " ") === b.replace(/\s+/g, " ");

/** Two store implementations of one repository: the same file name in bff/src/store/ and mocks/store/. */
const oneRepository = (files: string[]) =>
  files.length === 2 &&
  new Set(files.map((file) => dirname(file))).size === 2 &&
  files.every((file) => STORES.includes(dirname(file))) &&
  basename(files[0]!) === basename(files[1]!);

describe("exported names", () => {
  it("name one thing each across rules/, server/, bff/ and mocks/", () => {
    const byName = new Map<string, Definition[]>();
    for (const file of TREES.flatMap(sourceFiles))
      for (const [name, body] of definitions(file))
        byName.set(name, [...(byName.get(name) ?? []), { file, body }]);
    expect(byName.size).toBeGreaterThan(500);

    const clashes: string[] = [];
    for (const [name, defined] of byName) {
      if (defined.length < 2) continue;
      const first = defined[0]!;
      if (defined.every((definition) => sameBody(definition.body, first.body))) continue;
      if (oneRepository(defined.map((definition) => definition.file))) continue;
      clashes.push(`${name}: ${defined.map((definition) => definition.file).join(", ")}`);
    }
    expect(clashes).toEqual([]);
  });
});
