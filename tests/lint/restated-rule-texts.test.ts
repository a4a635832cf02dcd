// Every message and label `rules/` defines is imported by the UI, never written again: a copy drifts
// the day the rule's text changes, and the screen then says something the server does not. This reads
// every string the rules export in a message or label table (an export named …MESSAGES, …LABELS or
// …_REQUIRED) or as a constant sentence, and fails when one appears as a string literal, a template
// without substitutions or JSX text in a file the production build ships.
// - Tests and stories may keep literals: spelling out the text a person sees is what they assert.
// - A label of one word ('Precio', 'Pendiente', 'Efectivo') is not checked: one word names different
//   things on different screens ('Precio' is a column and a lost sale's reason), so a match says
//   nothing. Tables of such labels are imported where they mean the same (the payment methods).
// - FIELD_LABELS and IMPORT_FIELD_LABELS are not checked: they are the server's names for request
//   fields and spreadsheet columns, copied from the forms' labels so a refusal names a field as the
//   form does; the forms are their source, not their copy.
// - COINCIDENCES lists the same words with another meaning, each in the one file it is allowed in.
// - KEPT_FOR_THE_DOWNLOAD lists copies left on purpose: importing the rule's module moved it into a
//   chunk of its own and a screen past its budget (build/screen-downloads.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const RULES = join(ROOT, "rules");
const FRONTEND = join(ROOT, "frontend/src");

const TEXT_TABLE = /(MESSAGES|LABELS|_REQUIRED)$/;
const NOT_CHECKED = new Set(["FIELD_LABELS", "IMPORT_FIELD_LABELS"]);
const severalWords = (value: string) => /\p{L}/u.test(value) && /\s/.test(value.trim());

/** "file: text" pairs whose words match a rule's text but name something else. */
const COINCIDENCES = new Set([
  // An account statement's opening balance, not the stock ledger's opening reason (OPENING_REASON).
  "frontend/src/features/accounts/components/statement-dialog.tsx: Saldo inicial",
  "frontend/src/features/accounts/lib/account-view.ts: Saldo inicial",
  "frontend/src/features/accounts/lib/statement-html.ts: Saldo inicial",
  // A label template's name, not a product's (EDIT_PRODUCT_REQUIRED.name).
  "frontend/src/features/labels/lib/label-forms.ts: El nombre es obligatorio",
  // A product listed without a brand, not a report's group whose brand is gone (REPORT_LABELS.noBrand).
  "frontend/src/components/scanning/equivalent-list.tsx: Sin marca",
  "frontend/src/features/vehicles/components/parts-list.tsx: Sin marca",
  // A vehicle model's make, not a product's brand (EDIT_PRODUCT_REQUIRED.brandId).
  "frontend/src/features/vehicles/lib/model-form.ts: La marca es obligatoria",
]);

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") into.add(value);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) collectStrings(item, into);
}

async function ruleTexts(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const files = readdirSync(RULES).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  for (const file of files) {
    const module = (await import(join(RULES, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const found = new Set<string>();
      if (TEXT_TABLE.test(name) && !NOT_CHECKED.has(name)) collectStrings(value, found);
      else if (typeof value === "string") found.add(value);
      for (const text of found)
        if (severalWords(text) && !texts.has(text)) texts.set(text, `rules/${file} ${name}`);
    }
  }
  return texts;
}

function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text.replace(/\s+/g, " ").trim();
    if (text) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** "file: text" pairs restating a rule's text because importing it costs a screen a chunk. */
const KEPT_FOR_THE_DOWNLOAD = new Set([
  // AGEING_LABELS lives in rules/customer-credit.ts: imported by the dashboard, that module became a
  // chunk of its own and /accounts loaded 11 chunks (budget 10).
  "frontend/src/features/dashboard/lib/overdue-accounts.ts: 61–90 días",
  "frontend/src/features/dashboard/lib/overdue-accounts.ts: 31–60 días",
  "frontend/src/features/dashboard/lib/overdue-accounts.ts: 1–30 días",
]);

describe("the UI imports rule texts instead of restating them", () => {
  it("no message or label of rules/ appears as a literal in a file the build ships", async () => {
    const texts = await ruleTexts();
    expect(texts.size).toBeGreaterThan(250);
    const restated: string[] = [];
    for (const file of shippedFiles(FRONTEND)) {
      for (const { text, line } of literals(file)) {
        const owner = texts.get(text);
        const place = `${relative(ROOT, file)}: ${text}`;
        if (owner && !COINCIDENCES.has(place) && !KEPT_FOR_THE_DOWNLOAD.has(place))
          restated.push(`${relative(ROOT, file)}:${line} "${text}" (${owner})`);
      }
    }
    expect(restated).toEqual([]);
  });
});
